const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'i18n',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mail-templates',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

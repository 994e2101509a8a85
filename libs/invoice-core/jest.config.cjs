const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'invoice-core',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

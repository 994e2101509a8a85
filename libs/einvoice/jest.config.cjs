const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'einvoice',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

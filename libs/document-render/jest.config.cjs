const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'document-render',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

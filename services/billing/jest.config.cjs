const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'billing',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  passWithNoTests: true,
};

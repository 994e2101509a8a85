const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'auth',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  passWithNoTests: true,
};

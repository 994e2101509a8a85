const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'pdf-render',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  passWithNoTests: true,
};

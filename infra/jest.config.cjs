const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'infra',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
};

const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mailer',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  passWithNoTests: true,
};

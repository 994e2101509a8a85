// Browser and whole-stack tests: the product started as separate processes, driven through the gateway.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  testTimeout: 60_000,
  maxWorkers: 1,
  testSequencer: '<rootDir>/clock-last-sequencer.cjs',
};

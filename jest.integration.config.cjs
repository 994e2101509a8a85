// Integration tests: every project's test/*.integration-spec.ts against real NATS and the real store,
// started once for the run (or taken from NATS_URL / MONGO_URL).
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'integration',
  rootDir: __dirname,
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/infra'],
  testMatch: ['**/test/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/infra/scripts/integration-global-setup.mjs',
  globalTeardown: '<rootDir>/infra/scripts/integration-global-teardown.mjs',
  testTimeout: 30_000,
  maxWorkers: 1,
};

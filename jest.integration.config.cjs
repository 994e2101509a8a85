// Integration tests: every project's test/*.integration-spec.ts against real NATS and the real store,
// started once for the run (or taken from NATS_URL / MONGO_URL).
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'integration',
  rootDir: __dirname,
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/gateway'],
  testMatch: ['**/test/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/libs/nest-kit/src/testing/integration-global-setup.ts',
  globalTeardown: '<rootDir>/libs/nest-kit/src/testing/integration-global-teardown.ts',
  testTimeout: 30_000,
  maxWorkers: 1,
};

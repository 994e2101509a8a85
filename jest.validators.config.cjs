// Validator tests: documents Paydraft generates, judged by the field's own checkers (EN 16931
// schematron, Mustang, veraPDF, zxing-cpp), which `npm run setup` installs under .tools/validators.
// One worker: each suite starts a JVM or compiles a schematron once and batches its documents through it.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'validators',
  rootDir: __dirname,
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/infra'],
  testMatch: ['**/test/**/*.validators-spec.ts'],
  testTimeout: 300_000,
  maxWorkers: 1,
};

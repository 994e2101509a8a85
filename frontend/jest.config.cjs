const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'frontend',
  rootDir: __dirname,
  // jsdom, plus the fetch API that RTK Query calls (see the file).
  testEnvironment: '<rootDir>/src/test/jsdomEnvironment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Reads import.meta.env, which CommonJS cannot parse.
    '(^|/)analytics/measurementId$': '<rootDir>/src/test/stubs/measurementId.ts',
    '^\\./measurementId$': '<rootDir>/src/test/stubs/measurementId.ts',
    '\\.(css|less)$': '<rootDir>/src/test/styleStub.cjs',
    // @ant-design/icons' CommonJS build requires the ES-module build of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
};

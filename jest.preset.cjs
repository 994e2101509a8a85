// Shared Jest settings: SWC compiles TypeScript (with Nest's decorator metadata)
// and the workspace's path aliases resolve to source, as in tsconfig.base.json.
const path = require('node:path');

const root = __dirname;

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
  // These ship only as ES modules; SWC turns them into CommonJS like our own code (Google sign-in,
  // ICU messages, the OpenAPI validator's $ref parser, the HTML parser and CSS selectors under beasties).
  transformIgnorePatterns: [
    '/node_modules/(?!(openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj|intl-messageformat|@formatjs|@apidevtools/json-schema-ref-parser|css-select|css-what|nth-check|domhandler|domutils|dom-serializer|htmlparser2|entities|domelementtype|boolbase)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@paydraft/contracts$': path.join(root, 'proto/src/index.ts'),
    '^@paydraft/document-render$': path.join(root, 'libs/document-render/src/index.ts'),
    '^@paydraft/einvoice$': path.join(root, 'libs/einvoice/src/index.ts'),
    '^@paydraft/i18n$': path.join(root, 'libs/i18n/src/index.ts'),
    '^@paydraft/invoice-core$': path.join(root, 'libs/invoice-core/src/index.ts'),
    '^@paydraft/mail-templates$': path.join(root, 'libs/mail-templates/src/index.ts'),
    '^@paydraft/nest-kit$': path.join(root, 'libs/nest-kit/src/index.ts'),
    '^@paydraft/nest-kit/testing$': path.join(root, 'libs/nest-kit/src/testing/index.ts'),
    '^@paydraft/nest-kit/nats-access$': path.join(root, 'libs/nest-kit/src/nats-access.ts'),
  },
  testEnvironment: 'node',
};

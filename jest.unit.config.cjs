// Unit tests of every project (`*.spec.ts` / `*.test.tsx` beside the code), in one run.
// Integration tests against real NATS and the store have their own runner: jest.integration.config.cjs.
const path = require('node:path');

const projectConfigs = [
  'libs/nest-kit/jest.config.cjs',
  'libs/invoice-core/jest.config.cjs',
  'libs/document-render/jest.config.cjs',
  'gateway/jest.config.cjs',
  'services/auth/jest.config.cjs',
  'services/documents/jest.config.cjs',
  'services/clients/jest.config.cjs',
  'services/billing/jest.config.cjs',
  'services/mailer/jest.config.cjs',
  'services/pdf-render/jest.config.cjs',
  'frontend/jest.config.cjs',
  'infra/jest.config.cjs',
];

module.exports = {
  // A project with no unit tests yet is not a failure (each project's own config says the same for
  // `nx test`; Jest reads that option only at the top level, so here it is taken out of the projects).
  passWithNoTests: true,
  projects: projectConfigs.map((file) => {
    const { passWithNoTests, ...project } = require(path.join(__dirname, file));
    return project;
  }),
};

// Unit tests of every project (`*.spec.ts` / `*.test.tsx` beside the code), in one run.
// Integration tests against real NATS and the store have their own runner: jest.integration.config.cjs.
const path = require('node:path');

const projectConfigs = [
  'proto/jest.config.cjs',
  'libs/nest-kit/jest.config.cjs',
  'libs/invoice-core/jest.config.cjs',
  'libs/einvoice/jest.config.cjs',
  'libs/i18n/jest.config.cjs',
  'libs/document-render/jest.config.cjs',
  'libs/mail-templates/jest.config.cjs',
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
  // Jest's default is one worker fewer than the cores, which on CI's 2 cores runs every file in one
  // process while a core idles: the unit stage took 1,011 s so. The files are CPU-bound and
  // independent (jsdom, no shared ports), so one worker per core.
  maxWorkers: require('node:os').availableParallelism(),
  projects: projectConfigs.map((file) => {
    const { passWithNoTests, ...project } = require(path.join(__dirname, file));
    return project;
  }),
};

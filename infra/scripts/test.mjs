// `npm test`: set up what is missing, then type checks, lint, unit, integration and browser tests.
// Every stage runs even when an earlier one fails; the last line sums up all tests.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTestPackages } from './lib/debian-packages.mjs';
import { DATA_DIR, ROOT } from './lib/paths.mjs';
import { run, runQuietly, timed } from './lib/run.mjs';
import { setupAll } from './lib/setup.mjs';
import { ensureValidators } from './lib/validators.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const resultsDir = join(DATA_DIR, 'test-results');

const checks = [
  { name: 'typecheck (backend)', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck (frontend)', command: bin('tsc'), args: ['-p', 'frontend/tsconfig.json', '--noEmit'] },
  { name: 'typecheck (bench)', command: bin('tsc'), args: ['-p', 'bench/tsconfig.json', '--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'contracts lint (buf)', command: bin('buf'), args: ['lint'], cwd: join(ROOT, 'proto') },
  // Fails when duplicated lines rise above .jscpd.json's threshold (today's figure); `npm run
  // check:duplicates` lists the clones.
  {
    name: 'duplicates (jscpd)',
    command: bin('jscpd'),
    args: ['-c', '.jscpd.json', '--reporters', 'threshold'],
  },
];

const suites = [
  { name: 'unit', config: 'jest.unit.config.cjs' },
  { name: 'integration', config: 'jest.integration.config.cjs' },
  { name: 'validators', config: 'jest.validators.config.cjs' },
  { name: 'browser (e2e)', config: 'e2e/jest.config.cjs' },
];

async function runSuite(suite) {
  const output = join(resultsDir, `${suite.config.replace(/[/.]/g, '-')}.json`);
  rmSync(output, { force: true });
  try {
    await run(bin('jest'), ['-c', suite.config, '--json', `--outputFile=${output}`]);
  } finally {
    suite.result = readResult(output);
  }
}

function readResult(path) {
  try {
    const json = JSON.parse(readFileSync(path, 'utf8'));
    return { passed: json.numPassedTests, failed: json.numFailedTests + json.numRuntimeErrorTestSuites, skipped: json.numPendingTests };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

const started = Date.now();
const failures = [];
const stage = async (name, step) => {
  console.log(`\n▶ ${name}`);
  try {
    await timed(name, step);
  } catch (error) {
    failures.push(name);
    console.error(`✖ ${name}: ${error.message}`);
  }
};

await stage('setup', async () => {
  await setupAll();
  await ensureTestPackages();
  await ensureValidators();
});
mkdirSync(resultsDir, { recursive: true });
// Lint's module-boundaries rule reads Nx's cached project graph and is silently skipped without one,
// as on a fresh clone: compute it first.
await stage('project graph', () => runQuietly(bin('nx'), ['show', 'projects']));
for (const check of checks) await stage(check.name, () => run(check.command, check.args, { cwd: check.cwd }));
for (const suite of suites) await stage(`${suite.name} tests`, () => runSuite(suite));

const total = suites.reduce(
  (sum, { result = { passed: 0, failed: 0, skipped: 0 } }) => ({
    passed: sum.passed + result.passed,
    failed: sum.failed + result.failed,
    skipped: sum.skipped + result.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSummary');
for (const suite of suites) console.log(`  ${suite.name}: ${suite.result?.passed ?? 0} passed, ${suite.result?.failed ?? 0} failed`);
if (failures.length > 0) console.log(`  failed stages: ${failures.join(', ')}`);
console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(failures.length > 0 || total.failed > 0 ? 1 : 0);

import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { runQuietly } from './run.mjs';

/** Newest modification time of the files under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'gen') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const isStale = (output, inputs) => !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs);

/**
 * npm's own closing line ("added 1218 packages in 49s"), the one line of its output worth showing,
 * without its time (the step prints its own).
 */
export function npmSummary(output) {
  const lines = output.split('\n').map((line) => line.trim());
  const summary =
    lines.filter((line) => /^(added|removed|changed|up to date)\b/.test(line)).pop() ?? 'installed';
  return summary.replace(/ in [\d.]+m?s$/, '').replace(/ in \d+m( \d+s)?$/, '');
}

// Warnings (engines, the machine's own npm config) would bury the one line that matters; errors stay.
const NPM_QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

/**
 * Installs the workspace's packages when node_modules is missing or older than the lockfile: `npm ci`
 * on a fresh clone (exactly the lockfile), `npm install` over an existing node_modules (only what
 * changed, without removing what running processes use). Answers what it did, in one line.
 */
export async function ensureNodeModules() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (!isStale(marker, [join(ROOT, 'package-lock.json'), join(ROOT, 'package.json')])) return 'present';
  const done = await installPackages();
  // npm leaves its marker alone when nothing changed ("up to date"): without this every run would install again.
  const now = new Date();
  utimesSync(marker, now, now);
  return done;
}

async function installPackages() {
  let note = '';
  if (!existsSync(join(ROOT, 'node_modules'))) {
    try {
      return `${npmSummary(await runQuietly('npm', ['ci', ...NPM_QUIET]))} by npm ci`;
    } catch (error) {
      // A package.json edited without its lockfile: npm install brings the lockfile up to date.
      const reason = error.message.split('\n').find((line) => /^npm error (?!code)/.test(line)) ?? '';
      note = `npm ci refused (${reason.replace(/^npm error /, '').split('. ')[0]}), so `;
    }
  }
  return `${note}${npmSummary(await runQuietly('npm', ['install', ...NPM_QUIET]))} by npm install`;
}

/** Generates the TypeScript of the protobuf contracts when a .proto changed; answers what it did. */
export async function ensureContracts() {
  const output = join(ROOT, 'proto', 'src', 'gen');
  const inputs = [join(ROOT, 'proto', 'paydraft'), join(ROOT, 'proto', 'buf.gen.yaml')];
  if (!isStale(output, inputs)) return 'up to date';
  await runQuietly(join(ROOT, 'node_modules', '.bin', 'buf'), ['generate'], { cwd: join(ROOT, 'proto') });
  return 'generated from proto/ by buf generate';
}

/**
 * Regenerates the page's API types (frontend/src/shared/api/generated) when the gateway or the money
 * rules changed since: `npm run api:generate`. The drift test fails on a stale commit anyway; this
 * keeps a local build in step with the gateway it is served by.
 */
async function ensureApiTypes() {
  const output = join(ROOT, 'frontend', 'src', 'shared', 'api', 'generated', 'schema.ts');
  const inputs = [join(ROOT, 'gateway', 'src'), join(ROOT, 'libs', 'invoice-core', 'src')];
  if (!isStale(output, inputs)) return;
  await runQuietly(process.execPath, ['-r', '@swc-node/register', 'gateway/src/openapi/api-generate.ts'], {
    cwd: ROOT,
  });
}

/** Builds the frontend when its sources (or the libraries it bundles) are newer than the last build; answers what it did. */
export async function ensureFrontend() {
  const output = join(ROOT, 'dist', 'frontend', 'index.html');
  // The page bundles invoice-core, the catalogues and the contracts too: a change there must rebuild it.
  const inputs = [
    join(ROOT, 'frontend'),
    join(ROOT, 'libs', 'invoice-core'),
    join(ROOT, 'libs', 'i18n'),
    join(ROOT, 'proto'),
    join(ROOT, 'package-lock.json'),
  ];
  if (!isStale(output, inputs)) return 'up to date';
  await ensureApiTypes();
  // Always the production build: inside jest (the e2e harness) NODE_ENV is 'test', which Vite would
  // bake in, and antd then gives every element the id 'test-id'.
  await runQuietly(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'frontend/vite.config.mts', '--logLevel', 'warn'],
    { env: { ...process.env, NODE_ENV: 'production' } },
  );
  // The public pages as HTML (docs/prerendering.md): a process of its own, whose React and antd are
  // the production builds whatever NODE_ENV the caller runs under.
  await runQuietly(process.execPath, [join(ROOT, 'infra', 'scripts', 'prerender.mjs')]);
  return 'built into dist/frontend by vite build, public pages prerendered';
}

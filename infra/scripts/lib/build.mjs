import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { run } from './run.mjs';

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

/** Installs the workspace's packages when node_modules is missing or older than the lockfile. */
export async function ensureNodeModules() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (!isStale(marker, [join(ROOT, 'package-lock.json'), join(ROOT, 'package.json')])) return;
  console.log('  installing npm packages');
  // `npm ci` refuses lockfile entries for other platforms that this registry lacks; install honours the lock too.
  await run('npm', ['ci', '--no-audit', '--no-fund']).catch(() =>
    run('npm', ['install', '--no-audit', '--no-fund']),
  );
}

/** Generates the TypeScript of the protobuf contracts when a .proto changed. */
export async function ensureContracts() {
  const output = join(ROOT, 'proto', 'src', 'gen');
  const inputs = [join(ROOT, 'proto', 'paydraft'), join(ROOT, 'proto', 'buf.gen.yaml')];
  if (!isStale(output, inputs)) return;
  console.log('  generating contracts (buf generate)');
  await run(join(ROOT, 'node_modules', '.bin', 'buf'), ['generate'], { cwd: join(ROOT, 'proto') });
}

/** Builds the frontend when its sources (or the libraries it bundles) are newer than the last build. */
export async function ensureFrontend() {
  const output = join(ROOT, 'dist', 'frontend', 'index.html');
  // The page bundles invoice-core and the contracts too: a change there must rebuild it.
  const inputs = [
    join(ROOT, 'frontend'),
    join(ROOT, 'libs', 'invoice-core'),
    join(ROOT, 'proto'),
    join(ROOT, 'package-lock.json'),
  ];
  if (!isStale(output, inputs)) return;
  console.log('  building the frontend (vite build)');
  // Always the production build: inside jest (the e2e harness) NODE_ENV is 'test', which Vite would
  // bake in, and antd then gives every element the id 'test-id'.
  await run(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'frontend/vite.config.mts', '--logLevel', 'warn'],
    { env: { ...process.env, NODE_ENV: 'production' } },
  );
}

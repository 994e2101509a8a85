import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, TOOLS_BIN } from './paths.mjs';
import { run } from './run.mjs';

/** Go programs the stack needs, pinned, built from the Go module proxy into .tools/bin. */
const GO_TOOLS = [
  { bin: 'nats-server', install: 'github.com/nats-io/nats-server/v2@v2.12.1' },
  { bin: 'stripe-mock', install: 'github.com/stripe/stripe-mock@v0.197.0' },
];

export const toolPath = (bin) => join(TOOLS_BIN, bin);

/** Builds whatever of nats-server, the FerretDB launcher and stripe-mock is missing. */
export async function ensureGoTools() {
  mkdirSync(TOOLS_BIN, { recursive: true });
  const env = { ...process.env, GOBIN: TOOLS_BIN, GOFLAGS: '-mod=mod' };
  for (const tool of GO_TOOLS) {
    if (existsSync(toolPath(tool.bin))) continue;
    console.log(`  building ${tool.bin} with go install (first run only)`);
    await run('go', ['install', tool.install], { env });
  }
  await ensureFerretDb(env);
}

const FERRETDB_SOURCE = join(ROOT, 'infra', 'ferretdb');

/** Every file of the launcher and its patched FerretDB copy, hashed: a changed patch means a new build. */
function ferretDbSourceHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(FERRETDB_SOURCE, path)).update(readFileSync(path));
    }
  };
  walk(FERRETDB_SOURCE);
  return hash.digest('hex');
}

/** Builds the FerretDB launcher when it is missing or its source changed since it was built. */
async function ensureFerretDb(env) {
  const stamp = `${toolPath('ferretdb-local')}.source`;
  const source = ferretDbSourceHash();
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (existsSync(toolPath('ferretdb-local')) && built === source) return;
  console.log('  building the FerretDB launcher (after a change of infra/ferretdb only; a few minutes)');
  await run('go', ['build', '-o', toolPath('ferretdb-local'), '.'], { cwd: FERRETDB_SOURCE, env });
  writeFileSync(stamp, source);
}

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, TOOLS_BIN } from './paths.mjs';
import { runQuietly } from './run.mjs';

/** Go programs the stack needs, pinned, built from the Go module proxy into .tools/bin. */
const GO_TOOLS = [
  { bin: 'nats-server', install: 'github.com/nats-io/nats-server/v2@v2.12.1' },
  { bin: 'stripe-mock', install: 'github.com/stripe/stripe-mock@v0.197.0' },
];

export const toolPath = (bin) => join(TOOLS_BIN, bin);

/**
 * Builds whatever of nats-server, the FerretDB launcher and stripe-mock is missing (the first run only,
 * or after a change of infra/ferretdb); answers which it built.
 */
export async function ensureGoTools() {
  mkdirSync(TOOLS_BIN, { recursive: true });
  const env = { ...process.env, GOBIN: TOOLS_BIN, GOFLAGS: '-mod=mod' };
  const built = [];
  for (const tool of GO_TOOLS) {
    if (existsSync(toolPath(tool.bin))) continue;
    await runQuietly('go', ['install', tool.install], { env });
    built.push(tool.bin);
  }
  if (await ensureFerretDb(env)) built.push('ferretdb-local');
  return built.length > 0 ? `built ${built.join(', ')} into .tools/bin with go` : 'present';
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

/** Builds the FerretDB launcher when it is missing or its source changed since it was built; true if it did. */
async function ensureFerretDb(env) {
  const stamp = `${toolPath('ferretdb-local')}.source`;
  const source = ferretDbSourceHash();
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (existsSync(toolPath('ferretdb-local')) && built === source) return false;
  await runQuietly('go', ['build', '-o', toolPath('ferretdb-local'), '.'], { cwd: FERRETDB_SOURCE, env });
  writeFileSync(stamp, source);
  return true;
}

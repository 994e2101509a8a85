import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
  if (!existsSync(toolPath('ferretdb-local'))) {
    console.log('  building the FerretDB launcher (first run only; a few minutes)');
    await run('go', ['build', '-o', toolPath('ferretdb-local'), '.'], { cwd: join(ROOT, 'infra', 'ferretdb'), env });
  }
}

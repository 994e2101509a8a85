// The plain-JavaScript side of infra/nats/local-nats-auth.ts for the runner scripts (stack.mjs), which
// run without a TypeScript loader: the generator runs in a child process that has one.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/paths.mjs';

/**
 * Writes nkey seeds (kept when present) and nats-server's authorization config for a local, locked
 * NATS under `natsDir`; `testClient` adds the integration tests' identity. Returns
 * `{ configFile, credentialsDir }`.
 */
export function writeLocalNatsAuth(natsDir, { testClient = false } = {}) {
  const args = ['-r', '@swc-node/register', join(ROOT, 'infra/nats/main.ts'), natsDir];
  if (testClient) args.push('--test-client');
  const output = execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output);
}

/**
 * `node -r @swc-node/register infra/nats/main.ts <dir> [--test-client]`: writes the NATS seeds and the
 * server's authorization config into `<dir>` (see writeLocalNatsAuth) and prints both paths as JSON
 * for infra/scripts/lib/stack.mjs, which is plain JavaScript and cannot read proto/src/access.ts.
 */
import { writeLocalNatsAuth } from './local-nats-auth';

const [natsDir, ...flags] = process.argv.slice(2);
if (!natsDir) {
  console.error('usage: infra/nats/main.ts <dir> [--test-client]');
  process.exit(2);
}
console.log(JSON.stringify(writeLocalNatsAuth(natsDir, { testClient: flags.includes('--test-client') })));

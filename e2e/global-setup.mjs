// Starts the whole product as `npm start` does (separate processes, fresh data) on free ports.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureContracts, ensureFrontend } from '../infra/scripts/lib/build.mjs';
import { DATA_DIR } from '../infra/scripts/lib/paths.mjs';
import { freePort } from '../infra/scripts/lib/processes.mjs';
import { startStack } from '../infra/scripts/lib/stack.mjs';

export default async function setup() {
  // `npm test` has built both already; a direct `jest -c e2e/jest.config.cjs` must not test a stale page.
  await ensureContracts();
  await ensureFrontend();
  const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-e2e-'));
  const logDir = join(DATA_DIR, 'test-logs', 'e2e');
  const ports = { gateway: await freePort(), nats: await freePort(), store: await freePort() };
  const stack = await startStack({ dataDir, logDir, ports, env: { LOG_LEVEL: 'info' } });
  globalThis.paydraftStack = stack;
  process.env.PAYDRAFT_URL = stack.url;
  // The gateway's OPS_TOKEN: tests that read the detail of /api/health send it (X-Ops-Token).
  process.env.PAYDRAFT_OPS_TOKEN = stack.opsToken;
  // The capture server the mailer delivers to: tests read the mails sent at <url>/api/mails.
  process.env.PAYDRAFT_MAILBOX_URL = stack.mailboxUrl;
  process.env.PAYDRAFT_E2E_DATA = dataDir;
  // The store every service keeps its database in: tests that check what is left after a deletion read it.
  process.env.PAYDRAFT_MONGO_URL = stack.mongoUrl;
  // Operator commands (npm run admin) reach the services over this stack's NATS.
  process.env.PAYDRAFT_NATS_URL = stack.natsUrl;
  // ... signed in as `admin` with the seed the stack wrote for its locked-down NATS.
  if (stack.natsCredentialsDir) process.env.NATS_CREDENTIALS_DIR = stack.natsCredentialsDir;
  // The Stripe simulator billing talks to: tests move its clock and steer its webhooks
  // (docs/services/billing.md).
  process.env.PAYDRAFT_STRIPE_SIM_URL = stack.stripeSimUrl;
}

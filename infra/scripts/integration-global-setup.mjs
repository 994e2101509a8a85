// Jest global setup of the integration tests: one NATS and one store for the whole run, on free
// ports with throw-away data (or the servers NATS_URL / MONGO_URL name). Workers inherit the URLs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_DIR } from './lib/paths.mjs';
import { freePort } from './lib/processes.mjs';
import { startInfra } from './lib/stack.mjs';

export default async function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-test-'));
  const ports = { nats: await freePort(), store: await freePort() };
  const logDir = join(DATA_DIR, 'test-logs', 'integration');
  const infra = await startInfra({ dataDir, logDir, ports, env: process.env });
  globalThis.paydraftTestInfra = { ...infra, dataDir };
  process.env.NATS_URL = infra.natsUrl;
  process.env.MONGO_URL = infra.mongoUrl;
}

// Jest global setup of the integration tests: one NATS and one store for the whole run, with throw-away
// data: mongo:7 and nats:2 in containers when a Docker engine answers, else the local servers on free
// ports (or the servers NATS_URL / MONGO_URL name). Workers inherit the URLs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLocalNatsAuth } from '../nats/local-nats-auth.mjs';
import { startTestContainers, startTestInfra } from './lib/containers.mjs';
import { DATA_DIR } from './lib/paths.mjs';
import { freePort } from './lib/processes.mjs';
import { startInfra } from './lib/stack.mjs';

export default async function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-test-'));
  const logDir = join(DATA_DIR, 'test-logs', 'integration');
  const startLocal = async () => {
    const ports = { nats: await freePort(), store: await freePort() };
    // Locked NATS, as in `npm start`, so the permission tests are real; tests connect as `test-client`.
    return startInfra({ dataDir, logDir, ports, env: process.env, natsTestClient: true });
  };
  // The container's NATS is locked down like the local one: the same generated authorization, copied in.
  const startContainers = async ({ env }) => {
    const auth = env.NATS_URL
      ? undefined
      : writeLocalNatsAuth(join(dataDir, 'nats-auth'), { testClient: true });
    const infra = await startTestContainers({ env, natsConfigFile: auth?.configFile });
    return { ...infra, natsCredentialsDir: auth?.credentialsDir ?? env.NATS_CREDENTIALS_DIR };
  };
  const infra = await startTestInfra({ env: process.env, startLocal, startContainers });
  globalThis.paydraftTestInfra = { ...infra, dataDir };
  process.env.NATS_URL = infra.natsUrl;
  process.env.MONGO_URL = infra.mongoUrl;
  if (infra.natsCredentialsDir) process.env.NATS_CREDENTIALS_DIR = infra.natsCredentialsDir;
}

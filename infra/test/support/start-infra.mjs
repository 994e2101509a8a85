// Test helper run as a child process: starts NATS and the store as `npm start` does (stack.mjs), or
// takes the servers NATS_URL / MONGO_URL name as the integration tests do; prints
// `{ natsUrl, natsCredentialsDir, mongoUrl }` as one JSON line once both listen, and stops them on
// SIGTERM. A child process because Jest's CommonJS test files cannot import stack.mjs (an ES module).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_DIR } from '../../scripts/lib/paths.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { startInfra } from '../../scripts/lib/stack.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-build-test-'));
const ports = { nats: await freePort(), store: await freePort() };
const logDir = join(DATA_DIR, 'test-logs', 'production-build');
const infra = await startInfra({ dataDir, logDir, ports, env: process.env });
const { natsUrl, natsCredentialsDir, mongoUrl } = infra;
console.log(JSON.stringify({ natsUrl, natsCredentialsDir, mongoUrl }));
process.on('SIGTERM', () => infra.stop().then(() => process.exit(0)));
// Keeps the process alive until the test sends SIGTERM.
setInterval(() => {}, 60_000);

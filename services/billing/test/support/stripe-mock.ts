import { join } from 'node:path';
import {
  freePort,
  startProcess,
  stopProcess,
  waitForPort,
} from '../../../../infra/scripts/lib/processes.mjs';

const BINARY = join(__dirname, '../../../../.tools/bin/stripe-mock');
const LOG_DIR = join(__dirname, '../../../../.data/test-logs/stripe-mock');

/**
 * Stripe's own stateless mock (installed by setup into .tools/bin), on a free port: it answers every
 * request that Stripe's OpenAPI accepts and refuses the others with a 400, which is the contract check.
 */
export async function startStripeMock(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // It always serves HTTPS too (12112 unless told): a free port of its own, so parallel runs never collide.
  const args = ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${await freePort()}`];
  const proc = startProcess({ name: 'stripe-mock', command: BINARY, args, logDir: LOG_DIR });
  try {
    await waitForPort(port, { timeoutMs: 15_000, proc });
  } catch (error) {
    await stopProcess(proc);
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(proc) };
}

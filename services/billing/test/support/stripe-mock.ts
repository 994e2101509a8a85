import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../../../../infra/scripts/lib/processes.mjs';

const BINARY = join(__dirname, '../../../../.tools/bin/stripe-mock');

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

/**
 * Stripe's own stateless mock (installed by setup into .tools/bin), on a free port: it answers every
 * request that Stripe's OpenAPI accepts and refuses the others with a 400, which is the contract check.
 */
export async function startStripeMock(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // It always serves HTTPS too (12112 unless told): a free port of its own, so parallel runs never collide.
  const args = ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${await freePort()}`];
  const child: ChildProcess = spawn(BINARY, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`stripe-mock did not start (${BINARY})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

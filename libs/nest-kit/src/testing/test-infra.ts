import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TOOLS_BIN = resolve(__dirname, '../../../../.tools/bin');

export type TestInfra = { natsUrl: string; mongoUrl: string; stop: () => Promise<void> };

/**
 * Real NATS (JetStream) and the real store for integration tests: the ones
 * NATS_URL and MONGO_URL name, or fresh local servers on free ports with
 * throw-away data directories.
 */
export async function startTestInfra(env: NodeJS.ProcessEnv = process.env): Promise<TestInfra> {
  const workDir = mkdtempSync(join(tmpdir(), 'paydraft-test-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const natsUrl = env.NATS_URL ?? (await startLocal(children, 'nats-server', (port) => ['-js', '-sd', join(workDir, 'nats'), '-a', '127.0.0.1', '-p', String(port)], 'nats'));
    const mongoUrl = env.MONGO_URL ?? (await startLocal(children, 'ferretdb-local', (port) => ['-listen', `127.0.0.1:${port}`, '-data', join(workDir, 'ferretdb')], 'mongodb'));
    return { natsUrl, mongoUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startLocal(children: ChildProcess[], bin: string, args: (port: number) => string[], scheme: string) {
  const path = join(TOOLS_BIN, bin);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run setup\` first`);
  const port = await freePort();
  const child = spawn(path, args(port), { stdio: 'ignore' });
  children.push(child);
  await waitForPort(port, child, bin);
  return `${scheme}://127.0.0.1:${port}`;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, name: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => socket.end(() => done(true)));
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`${name} did not listen on ${port}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** Starts a long-running child whose output goes to its own log file. */
export function startProcess({ name, command, args, env = {}, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited, logFile: join(logDir, `${name}.log`) };
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
export async function stopProcess(proc, graceMs = 8000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port, { timeoutMs = 30_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited early; see ${proc.logFile}`);
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms${proc ? `; see ${proc.logFile}` : ''}`);
}

export function canConnect(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** A TCP port that was free a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

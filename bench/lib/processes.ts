import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const ROOT = `${__dirname}/../..`;

/** Starts a child in the repository root; its errors are shown unless `quiet` (nats-server logs on stderr). */
export function start(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  quiet = false,
): ChildProcess {
  const stderr = quiet ? 'ignore' : 'pipe';
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${command.split('/').pop()}] ${chunk}`));
  return child;
}

/** Highest resident memory the process reached (Linux VmHWM), in MB. */
export function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Polls until `check` holds, or fails after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

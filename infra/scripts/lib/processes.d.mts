// Types of processes.mjs for the TypeScript that imports it (tests, the stripe-mock support, the bench).
import type { ChildProcess } from 'node:child_process';

export type StartedProcess = {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly logFile: string;
};

export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  logDir: string;
}): StartedProcess;

export function stopProcess(proc: Pick<StartedProcess, 'child' | 'exited'>, graceMs?: number): Promise<void>;

export function waitForPort(
  port: number,
  options?: { timeoutMs?: number; proc?: Pick<StartedProcess, 'name' | 'child' | 'logFile'> },
): Promise<void>;

export function canConnect(port: number): Promise<boolean>;

export function freePort(): Promise<number>;

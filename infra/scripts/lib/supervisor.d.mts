// Types of supervisor.mjs for the TypeScript that imports it (its tests).
import type { ChildProcess } from 'node:child_process';

export type RestartPolicy = { firstDelayMs: number; maxDelayMs: number; stableAfterMs: number };

export type SupervisorEvent =
  | { type: 'exited'; name: string; code: number | null; signal: NodeJS.Signals | null; restartInMs: number }
  | { type: 'restarted'; name: string; pid: number; restarts: number };

export type SupervisedProcess = {
  readonly name: string;
  readonly logFile: string;
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly restarts: number;
  stop(): Promise<void>;
};

export const RESTART_POLICY: RestartPolicy;

export function restartDelayMs(failures: number, policy?: RestartPolicy): number;

export function superviseProcess(options: {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  logDir: string;
  policy?: RestartPolicy;
  onEvent?: (event: SupervisorEvent) => void;
}): SupervisedProcess;

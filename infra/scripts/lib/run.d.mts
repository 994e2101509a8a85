// Types of run.mjs for the TypeScript that imports it (its unit test).
import type { SpawnOptions } from 'node:child_process';

export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function runQuietly(command: string, args: string[], options?: SpawnOptions): Promise<string>;
export function step(label: string, work: () => Promise<string>): Promise<void>;
export function timed<T>(label: string, step: () => Promise<T>): Promise<T>;

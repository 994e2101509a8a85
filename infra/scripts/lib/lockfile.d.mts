// Types of lockfile.mjs for the TypeScript that imports it (its unit test).
export type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
export type Lockfile = { lockfileVersion: number; packages: Record<string, LockEntry> };
export type Platform = { os: string[]; cpu: string[]; libc?: string[] };

export function platformOf(name: string): Platform | undefined;
export function missingOptionalEntries(
  lock: Lockfile,
): { parent: string; name: string; version: string; dev: boolean }[];
export function completeLockfile(lock: Lockfile): { lock: Lockfile; added: string[]; unknown: string[] };

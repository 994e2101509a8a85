// Types of pruned-lockfile.mjs for the TypeScript that imports it (its unit test).
import type { Lockfile } from './pruned-manifest.mjs';

export function prunedLockfile(
  lockfile: Lockfile,
  manifest: { name: string; version: string; dependencies: Record<string, string> },
): {
  name: string;
  version: string;
  lockfileVersion: 3;
  requires: true;
  packages: Record<string, Record<string, unknown>>;
};

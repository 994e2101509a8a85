// Types of pruned-manifest.mjs for the TypeScript that imports it (its unit test).
export type Lockfile = {
  packages: Record<string, { version?: string; dev?: boolean; [key: string]: unknown }>;
};
export type Metafile = { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };
export type AppManifest = {
  name: string;
  version: string;
  private: true;
  license?: string;
  engines?: Record<string, string>;
  main: 'main.js';
  dependencies: Record<string, string>;
};

export function packageNameOf(specifier: string): string | null;
export function importedPackages(metafile: Metafile): string[];
export function prunedManifest(options: {
  app: string;
  rootManifest: { version: string; license?: string; engines?: Record<string, string> };
  lockfile: Lockfile;
  packages: string[];
}): AppManifest;
export function allowScriptsFor(
  rootManifest: { allowScripts?: Record<string, boolean> },
  appLockfile: { packages: Record<string, unknown> },
): Record<string, boolean>;

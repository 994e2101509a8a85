// Types of build.mjs for the TypeScript that imports it (its unit test). Each ensure* answers what it did.
export function npmSummary(output: string): string;
export function ensureNodeModules(): Promise<string>;
export function ensureContracts(): Promise<string>;
export function ensureFrontend(): Promise<string>;

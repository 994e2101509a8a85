// Types of ops-token.mjs for the TypeScript that imports it (its test).
export declare function opsTokenFile(dataDir: string): string;
export declare function opsTokenIn(dataDir: string): string;

// Types of import-cycles.mjs for the TypeScript that imports it (infra/test/import-cycles.spec.ts).
export type ImportedModule = {
  source: string;
  imports: { path: string; typeOnly?: boolean }[];
  unresolved?: string[];
};

export type ImportCycle = { members: string[]; imports: string[] };

export type ImportReport = {
  modules: number;
  edges: number;
  cycles: ImportCycle[];
  unresolved: string[];
};

export declare function analyseImports(modules: ImportedModule[]): ImportReport;

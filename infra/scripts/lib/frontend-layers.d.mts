// Types of frontend-layers.mjs for the TypeScript that imports it (infra/test/frontend-layers.spec.ts).
export declare const LAYERS: readonly string[];
export declare function isTestFile(path: string): boolean;
export declare function layerOf(path: string): string | undefined;
export declare function sliceOf(path: string): string | undefined;

export type LayerModule = { source: string; imports: { path: string; typeOnly?: boolean }[] };

export type LayerReport = {
  modules: number;
  edges: number;
  upward: string[];
  deep: string[];
  /** Between two slices of one layer. */
  sideways: string[];
  unlayered: string[];
  cycles: string[][];
  sliceCycles: string[][];
};

export declare function analyseLayers(modules: LayerModule[]): LayerReport;

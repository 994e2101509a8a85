// Types of prerender.mjs for the TypeScript that imports it (its tests).
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
export type PageAssets = { css: string[]; scripts: string[] };

export const FRONTEND_DIST: string;
export function prerenderedFile(path: string): string;
export function pageAssets(manifest: ViteManifest, slice: string): PageAssets;
export function composePage(
  template: string,
  rendered: { html: string; styles: string },
  assets: PageAssets,
  session: 'signed-out' | 'pending',
): string;
export function prerenderPages(): Promise<Record<string, number>>;

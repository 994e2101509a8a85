// fontkit ships no types; pdfkit depends on it and accepts its font objects wherever it takes a font
// source. Only what the renderer uses is declared.
declare module 'fontkit' {
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  export type GlyphRun = { glyphs: unknown[]; positions: GlyphPosition[]; readonly advanceWidth: number };
  export type FontkitFont = { layout(text: string, features?: unknown): GlyphRun };
  export function create(buffer: Buffer): FontkitFont;
}

// fontkit ships no types; pdfkit depends on it and accepts its font objects wherever it takes a font
// source. Only what the renderer uses is declared.
declare module 'fontkit' {
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  export type Glyph = { id: number; codePoints: number[] };
  export type GlyphRun = { glyphs: Glyph[]; positions: GlyphPosition[]; readonly advanceWidth: number };
  export type FontkitFont = {
    readonly unitsPerEm: number;
    readonly ascent: number;
    layout(text: string, features?: unknown): GlyphRun;
    hasGlyphForCodePoint(codePoint: number): boolean;
    getGlyph(id: number, codePoints?: number[]): Glyph;
  };
  export function create(buffer: Buffer): FontkitFont;
}

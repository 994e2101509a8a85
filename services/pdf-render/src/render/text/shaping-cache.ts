import type { FontkitFont, Glyph, GlyphPosition, GlyphRun } from 'fontkit';

/** Distinct words kept per font; past it the cache starts over, so odd input cannot grow memory without bound. */
const MAX_ENTRIES = 20_000;

type Shaped = { glyphs: Glyph[]; positions: GlyphPosition[] };

/**
 * The font with `layout()` memoised across documents. pdfkit caches shaped words only per document, and
 * shaping (GSUB/GPOS lookups) was a fifth of the time of a one-page invoice, though invoices repeat the
 * same words. pdfkit scales the positions it gets in place, so every call hands out fresh copies; glyph
 * objects are only read and are shared. Everything else reads through to the parsed font.
 */
export function withSharedShapingCache(font: FontkitFont): FontkitFont {
  const cache = new Map<string, Shaped>();
  const shaped: FontkitFont = Object.create(font) as FontkitFont;
  shaped.layout = (text, features) => {
    // Extra OpenType features are never asked for; `[]` (shape the whole run) shapes like no features.
    if (Array.isArray(features) && features.length > 0) return font.layout(text, features);
    let entry = cache.get(text);
    if (!entry) {
      const run = font.layout(text);
      entry = { glyphs: run.glyphs, positions: run.positions.map((position) => ({ ...position })) };
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(text, entry);
    }
    return freshRun(entry);
  };
  return shaped;
}

function freshRun({ glyphs, positions }: Shaped): GlyphRun {
  const copies = positions.map((position) => ({ ...position }));
  return {
    glyphs,
    positions: copies,
    get advanceWidth() {
      return copies.reduce((sum, position) => sum + position.xAdvance, 0);
    },
  };
}

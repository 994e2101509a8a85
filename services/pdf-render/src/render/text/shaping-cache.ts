import type { FontkitFont, Glyph, GlyphPosition, GlyphRun } from 'fontkit';
import { BoundedMemo } from './bounded-memo';

/** Distinct words kept per font (see BoundedMemo). */
const MAX_ENTRIES = 20_000;

type Shaped = { glyphs: Glyph[]; positions: GlyphPosition[] };

/**
 * The font with `layout()` memoised across documents. pdfkit caches shaped words only per document, and
 * shaping (GSUB/GPOS lookups) was a fifth of the time of a one-page invoice, though invoices repeat the
 * same words. pdfkit scales the positions it gets in place, so every call hands out fresh copies; glyph
 * objects are only read and are shared. Everything else reads through to the parsed font.
 */
export function withSharedShapingCache(font: FontkitFont): FontkitFont {
  const cache = new BoundedMemo<Shaped>(MAX_ENTRIES);
  const shaped: FontkitFont = Object.create(font) as FontkitFont;
  shaped.layout = (text, features) => {
    // Extra OpenType features are never asked for; `[]` (shape the whole run) shapes like no features.
    if (Array.isArray(features) && features.length > 0) return font.layout(text, features);
    return freshRun(
      cache.get(text, () => {
        const run = font.layout(text);
        return { glyphs: run.glyphs, positions: run.positions.map((position) => ({ ...position })) };
      }),
    );
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

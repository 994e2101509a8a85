import type { FontkitFont, Glyph } from 'fontkit';

/** fontkit's TrueType glyph, with the parser it keeps private. */
type TrueTypeGlyph = Glyph & { _decode?: () => unknown };

const memoised = new WeakSet<Glyph>();

/**
 * Parses each glyph's outline once per process instead of once per document. pdfkit subsets the fonts
 * of every PDF, and fontkit's subsetter parses every glyph it copies in full (all its points) only to
 * see whether it is made of other glyphs: a tenth of a one-page invoice's time. The parsed outline is
 * only read (by the subsetter and by path drawing), and glyph objects are kept by the font, so the
 * outline is kept on them. The fonts are static Noto TrueType files: no variation changes an outline.
 */
export function withParsedOutlinesKept(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints) as TrueTypeGlyph;
    const decode = glyph?._decode;
    if (decode && !memoised.has(glyph)) {
      let outline: unknown;
      let parsed = false;
      glyph._decode = () => {
        if (!parsed) {
          outline = decode.call(glyph);
          parsed = true;
        }
        return outline;
      };
      memoised.add(glyph);
    }
    return glyph;
  };
  return font;
}

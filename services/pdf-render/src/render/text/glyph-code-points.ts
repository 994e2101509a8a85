import type { FontkitFont, Glyph } from 'fontkit';

/**
 * Keeps copied and extracted text exact when one parsed font serves many documents. fontkit caches a
 * glyph with the code points of its first lookup. The subsetter looks up the parts of a composite glyph
 * (É = E + accent) without code points, so after a document printing 'É' the cached 'E' has none, and
 * pdfkit, which builds each PDF's ToUnicode map from the cached code points, maps 'E' to nothing in
 * every later document ('DE89…' copied as 'D 89…'). This fills in the code points a later lookup brings.
 */
export function withCompositeSafeCodePoints(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

/**
 * Keeps a right-to-left ligature's letters in the order typed when text is copied or extracted.
 * pdfkit maps each glyph to the code points fontkit gives it, in reading order: lam-alef (one glyph in
 * 'الاختبار') maps to lam, alef. Poppler and PDFium (Chromium's viewer) read a right-to-left line in
 * drawing order and reverse it character by character, a glyph's characters included, so that came out
 * as alef, lam ('االختبار'). Listed in drawing order (alef, lam), the reversal restores the word.
 */
export function withRightToLeftLigatures(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  const visualOrder = new WeakSet<Glyph>();
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length > 1 && !visualOrder.has(glyph)) {
      glyph.codePoints = [...glyph.codePoints].reverse();
      visualOrder.add(glyph);
    }
    return glyph;
  };
  return font;
}

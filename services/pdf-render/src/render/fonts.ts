import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create, type FontkitFont } from 'fontkit';
import { withSharedShapingCache } from './shaping-cache';

/** Names the layout uses with `doc.font()`. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

const ttfDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * Parsed once per process. Measured on a 12-item invoice: pdfkit parsing the TTFs for every document
 * costs ~24 ms whether it gets paths or Buffers; handing it the parsed fontkit fonts takes a page to
 * ~3 ms. pdfkit still subsets per document, so each PDF carries only the glyphs it prints.
 */
const parsed: Record<keyof typeof FONT, FontkitFont> = {
  regular: withSharedShapingCache(create(readFileSync(join(ttfDir, 'DejaVuSans.ttf')))),
  bold: withSharedShapingCache(create(readFileSync(join(ttfDir, 'DejaVuSans-Bold.ttf')))),
};

/** pdfkit's typings list only paths and bytes, but at run time it takes any object with `layout()`. */
const asFontSource = (font: FontkitFont): PDFKit.Mixins.PDFFontSource =>
  font as unknown as PDFKit.Mixins.PDFFontSource;

export function registerFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(FONT.regular, asFontSource(parsed.regular));
  doc.registerFont(FONT.bold, asFontSource(parsed.bold));
}

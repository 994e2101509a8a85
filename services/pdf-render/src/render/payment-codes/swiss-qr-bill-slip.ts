import { SwissQRBill } from 'swissqrbill/pdf';
import { mm, PAGE } from '../layout/theme';
import { DEFAULT_LANGUAGE, type LanguageTag } from '@paydraft/i18n';
import type { PaymentCode } from '../render-model';
import type { Tags } from '../structure/tags';
import type { Weight } from '../text/faces';
import type { FontLibrary } from '../text/font-library';

/** The payment part with its receipt: the full page width, 105 mm high, at the bottom of an A4 page. */
export const SLIP_TOP = PAGE.height - SwissQRBill.height;
/** Content must end this far above the perforation for the slip to share its page. */
const GAP_ABOVE_SLIP = mm(12);
/** The page number and watermark of the slip's page, above the perforation. */
export const FOOTER_ABOVE_SLIP_Y = SLIP_TOP - mm(7);
/**
 * swissqrbill draws text with pdfkit under one of the fonts the QR-bill style guide allows, by name;
 * the name is given Noto Sans (the nearest face this service embeds) because a PDF/A or PDF/UA file
 * must embed every font, which the standard Helvetica is not.
 */
const SLIP_FONT = 'Liberation Sans';

/**
 * The Swiss QR-bill of the model, if it has one (receipt and payment part, scissors on the perforations) at the bottom of the
 * current (last) page when the content above ends at least 12 mm over it, else at the bottom of a new
 * page. Returns the index of the page that holds it, whose footer must move above it.
 */
export function drawSwissQrBillSlip(
  doc: PDFKit.PDFDocument,
  fonts: FontLibrary,
  tags: Tags,
  code: PaymentCode | undefined,
  contentBottom: number,
  language: LanguageTag = DEFAULT_LANGUAGE,
): number | undefined {
  if (code?.kind !== 'swiss') return undefined;
  if (contentBottom > SLIP_TOP - GAP_ABOVE_SLIP) doc.addPage();
  useNotoSansAs(doc, fonts, SLIP_FONT, 'regular');
  useNotoSansAs(doc, fonts, `${SLIP_FONT}-Bold`, 'bold');
  const bill = new SwissQRBill(code.data, { language: slipLanguage(language), fontName: SLIP_FONT });
  // pdfkit moves text below the bottom margin to a new page; the slip reaches the paper's edge.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.y = SLIP_TOP;
  // One Figure: swissqrbill draws its text itself, not through the text writer, so its parts are not
  // tagged one by one; the alt text says what the slip holds.
  tags.within(
    'Figure',
    () =>
      tags.content(() => {
        doc.save();
        bill.attachTo(doc, 0, SLIP_TOP);
        doc.restore();
      }),
    { alt: code.alt },
  );
  doc.page.margins.bottom = bottomMargin;
  return doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
}

/** pdfkit's font cache, by the name `doc.font()` is called with (not in its typings). */
type FontCache = { _font: unknown; _fontFamilies: Record<string, unknown> };

/**
 * Registers Noto Sans under `name`. pdfkit finds the font already embedded for the page's own text
 * and reuses it, but caches that finding under the PostScript name only, so each of swissqrbill's
 * ~30 `doc.font(name)` calls would open and compare the font again (~25 ms a slip): the first
 * result is cached under `name` too.
 */
function useNotoSansAs(doc: PDFKit.PDFDocument, fonts: FontLibrary, name: string, weight: Weight): void {
  // pdfkit's typings list only paths and bytes, but at run time it takes a parsed fontkit font.
  doc.registerFont(name, fonts.font('latin', weight) as unknown as PDFKit.Mixins.PDFFontSource);
  doc.font(name);
  const cache = doc as unknown as FontCache;
  cache._fontFamilies[name] = cache._font;
}

/**
 * The slip's own labels are regulated (QR-bill style guide): German, French or Italian when the
 * document is written in one of them, English otherwise. It is never mirrored: the layout is fixed.
 */
function slipLanguage(language: LanguageTag): 'DE' | 'FR' | 'IT' | 'EN' {
  const code = language.slice(0, 2).toUpperCase();
  return code === 'DE' || code === 'FR' || code === 'IT' ? code : 'EN';
}

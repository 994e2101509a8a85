import { SwissQRBill } from 'swissqrbill/pdf';
import { mm, PAGE } from '../layout/theme';
import type { PaymentCode } from '../render-model';
import type { FontLibrary } from '../text/font-library';
import { drawTagged, type StructParent } from './tagged-content';

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
  code: PaymentCode | undefined,
  contentBottom: number,
  parent?: StructParent,
): number | undefined {
  if (code?.kind !== 'swiss') return undefined;
  if (contentBottom > SLIP_TOP - GAP_ABOVE_SLIP) doc.addPage();
  doc.registerFont(SLIP_FONT, fontSource(fonts, 'regular'));
  doc.registerFont(`${SLIP_FONT}-Bold`, fontSource(fonts, 'bold'));
  const bill = new SwissQRBill(code.data, { language: 'EN', fontName: SLIP_FONT });
  // pdfkit moves text below the bottom margin to a new page; the slip reaches the paper's edge.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.y = SLIP_TOP;
  drawTagged(doc, { type: 'Figure', alt: code.alt }, parent, () => {
    doc.save();
    bill.attachTo(doc, 0, SLIP_TOP);
    doc.restore();
  });
  doc.page.margins.bottom = bottomMargin;
  return doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
}

/** pdfkit's typings list only paths and bytes, but at run time it takes a parsed fontkit font. */
const fontSource = (fonts: FontLibrary, weight: 'regular' | 'bold'): PDFKit.Mixins.PDFFontSource =>
  fonts.font('latin', weight) as unknown as PDFKit.Mixins.PDFFontSource;

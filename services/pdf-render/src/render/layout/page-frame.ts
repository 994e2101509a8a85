import { FOOTER_ABOVE_SLIP_Y } from '../payment-codes/swiss-qr-bill-slip';
import type { Wording } from '../document-wording';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { drawPreviewMark } from './preview-mark';
import { COLOR, PAGE, SIZE } from './theme';

export const WATERMARK_TEXT = 'Made with Paydraft — free invoice generator';

/**
 * Writes 'n/total' (and the free-plan watermark, and a preview's mark) on every page once the page count is known, which is
 * why the document buffers its pages. The footer sits in the bottom margin; pdfkit would start a new
 * page for text below the margin, so the margin is lifted while the footer is written.
 */
/** Page numbers in the language's digits (Arabic-Indic in ar-SA), without grouping. */
function pageNumberFormat(language: string): (page: number) => string {
  const format = new Intl.NumberFormat(language, { useGrouping: false });
  return (page) => format.format(page);
}

export function drawPageFrames(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  {
    watermark,
    previewMark = false,
    wording,
  }: { watermark: boolean; previewMark?: boolean; wording: Wording },
  /** The page of a Swiss QR-bill, whose footer goes above the slip. */
  slipPage?: number,
): number {
  const { start, count } = doc.bufferedPageRange();
  const pageNumber = pageNumberFormat(text.language);
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text.style('regular', SIZE.small);
    doc.fillColor(COLOR.muted);
    const label = wording.pageNumber(pageNumber(index - start + 1), pageNumber(count));
    const y = index === slipPage ? FOOTER_ABOVE_SLIP_Y : PAGE.footerY;
    // Page furniture: a reader announces pages itself, and the watermark is no part of the document.
    tags.artifact(() => {
      text.line(label, PAGE.width - PAGE.margin - text.width(label), y);
      if (watermark) text.line(WATERMARK_TEXT, PAGE.margin, y);
    }, 'Pagination');
    if (previewMark) drawPreviewMark(doc, text, tags, text.upper(wording.previewMark));
    doc.page.margins.bottom = bottomMargin;
  }
  return count;
}

import { FOOTER_ABOVE_SLIP_Y } from '../payment-codes/swiss-qr-bill-slip';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { COLOR, PAGE, SIZE } from './theme';

export const WATERMARK_TEXT = 'Made with Paydraft — free invoice generator';

/**
 * Writes 'n/total' (and the free-plan watermark) on every page once the page count is known, which is
 * why the document buffers its pages. The footer sits in the bottom margin; pdfkit would start a new
 * page for text below the margin, so the margin is lifted while the footer is written.
 */
export function drawPageFrames(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  watermark: boolean,
  /** The page of a Swiss QR-bill, whose footer goes above the slip. */
  slipPage?: number,
): number {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text.style('regular', SIZE.small);
    doc.fillColor(COLOR.muted);
    const label = `${index - start + 1}/${count}`;
    const y = index === slipPage ? FOOTER_ABOVE_SLIP_Y : PAGE.footerY;
    // Page furniture: a reader announces pages itself, and the watermark is no part of the document.
    tags.artifact(() => {
      text.line(label, PAGE.width - PAGE.margin - text.width(label), y);
      if (watermark) text.line(WATERMARK_TEXT, PAGE.margin, y);
    }, 'Pagination');
    doc.page.margins.bottom = bottomMargin;
  }
  return count;
}

import type { TextWriter } from '../text/text-writer';
import { wrapLines } from '../text/wrap-lines';
import { CONTENT_BOTTOM, PAGE } from './theme';

/**
 * Text of any length from `y`, wrapped to `width` and continued on new pages at the bottom margin;
 * returns the y below the last line. The colour is set again on a new page (a page starts in black).
 */
export function drawFlowingText(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  content: string,
  at: { x: number; y: number; width: number; color: string; lineGap: number },
): number {
  const lineHeight = text.lineHeight + at.lineGap;
  let y = at.y;
  doc.fillColor(at.color);
  for (const line of wrapLines((t) => text.width(t), content, at.width).lines) {
    if (y + lineHeight > CONTENT_BOTTOM) {
      doc.addPage();
      doc.fillColor(at.color);
      y = PAGE.margin;
    }
    text.line(line, at.x, y);
    y += lineHeight;
  }
  return y;
}

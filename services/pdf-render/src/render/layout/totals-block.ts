import type { RenderModel } from '../render-model';
import type { TextWriter } from '../text/text-writer';
import { COLOR, CONTENT_BOTTOM, mm, PAGE, SIZE } from './theme';

const WIDTH = mm(78);
const ROW_HEIGHT = SIZE.body + 7;
const TOTAL_BAND = mm(10);

/** Subtotal, the rows that apply, and the total in an accent band, right-aligned under Amount. */
export function drawTotalsBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  model: RenderModel,
  top: number,
): number {
  const height = model.totals.length * ROW_HEIGHT + mm(2) + TOTAL_BAND;
  let y = top;
  // The block stays whole: a total alone at the top of a page reads like a different document.
  if (y + height > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const left = PAGE.width - PAGE.margin - WIDTH;
  const right = PAGE.width - PAGE.margin - mm(2);

  text.style('regular', SIZE.body);
  for (const { label, value } of model.totals) {
    doc.fillColor(COLOR.muted);
    text.line(label, left + mm(2), y);
    doc.fillColor(COLOR.text);
    text.line(value, right - text.width(value), y);
    y += ROW_HEIGHT;
  }
  y += mm(1);
  doc.rect(left, y, WIDTH, TOTAL_BAND).fill(COLOR.accent);
  text.style('bold', SIZE.total);
  doc.fillColor('#ffffff');
  const textY = y + (TOTAL_BAND - SIZE.total) / 2 - 0.5;
  text.line(model.grandTotal.label, left + mm(2), textY);
  text.line(model.grandTotal.value, right - text.width(model.grandTotal.value), textY);
  return y + TOTAL_BAND;
}

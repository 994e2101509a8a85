import type { RenderModel } from '../render-model';
import type { TextWriter } from '../text/text-writer';
import { COLOR, mm, PAGE, SIZE } from './theme';

/** The width of the totals and of the tax breakdown under them, right-aligned under Amount. */
export const TOTALS_WIDTH = mm(78);
const ROW_HEIGHT = SIZE.body + 7;
const TOTAL_BAND = mm(10);

export const totalsBlockHeight = (model: RenderModel): number =>
  model.totals.length * ROW_HEIGHT + mm(2) + TOTAL_BAND;

/** Subtotal, the rows that apply, and the total in an accent band; returns the y below the band. */
export function drawTotalsBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  model: RenderModel,
  top: number,
): number {
  let y = top;
  const left = PAGE.width - PAGE.margin - TOTALS_WIDTH;
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
  doc.rect(left, y, TOTALS_WIDTH, TOTAL_BAND).fill(COLOR.accent);
  text.style('bold', SIZE.total);
  doc.fillColor('#ffffff');
  const textY = y + (TOTAL_BAND - SIZE.total) / 2 - 0.5;
  text.line(model.grandTotal.label, left + mm(2), textY);
  text.line(model.grandTotal.value, right - text.width(model.grandTotal.value), textY);
  return y + TOTAL_BAND;
}

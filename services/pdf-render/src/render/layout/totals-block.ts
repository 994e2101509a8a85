import { FONT } from '../fonts';
import type { RenderModel } from '../render-model';
import { COLOR, CONTENT_BOTTOM, mm, PAGE, SIZE } from './theme';

const WIDTH = mm(78);
const ROW_HEIGHT = SIZE.body + 7;
const TOTAL_BAND = mm(10);

/** Subtotal, the rows that apply, and the total in an accent band, right-aligned under Amount. */
export function drawTotalsBlock(doc: PDFKit.PDFDocument, model: RenderModel, top: number): number {
  const height = model.totals.length * ROW_HEIGHT + mm(2) + TOTAL_BAND;
  let y = top;
  // The block stays whole: a total alone at the top of a page reads like a different document.
  if (y + height > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const left = PAGE.width - PAGE.margin - WIDTH;
  const right = PAGE.width - PAGE.margin - mm(2);

  for (const { label, value } of model.totals) {
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.muted);
    doc.text(label, left + mm(2), y, { lineBreak: false });
    doc.fillColor(COLOR.text);
    doc.text(value, right - doc.widthOfString(value), y, { lineBreak: false });
    y += ROW_HEIGHT;
  }
  y += mm(1);
  doc.rect(left, y, WIDTH, TOTAL_BAND).fill(COLOR.accent);
  doc.font(FONT.bold).fontSize(SIZE.total).fillColor('#ffffff');
  const textY = y + (TOTAL_BAND - SIZE.total) / 2 - 0.5;
  doc.text(model.grandTotal.label, left + mm(2), textY, { lineBreak: false });
  doc.text(model.grandTotal.value, right - doc.widthOfString(model.grandTotal.value), textY, {
    lineBreak: false,
  });
  return y + TOTAL_BAND;
}

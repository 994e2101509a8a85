import type { LabelledValue, RenderModel } from '../render-model';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { COLOR, mm, PAGE, SIZE } from './theme';

/** The width of the totals and of the tax breakdown under them, right-aligned under Amount. */
export const TOTALS_WIDTH = mm(78);
const ROW_HEIGHT = SIZE.body + 7;
const TOTAL_BAND = mm(10);

export const totalsBlockHeight = (model: RenderModel): number =>
  model.totals.length * ROW_HEIGHT + mm(2) + TOTAL_BAND;

/**
 * Subtotal, the rows that apply, and the total in an accent band; returns the y below the band. A
 * table of rows, each headed by its label (TH, scope Row).
 */
export function drawTotalsBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  model: RenderModel,
  top: number,
): number {
  return tags.within('Table', () => {
    let y = top;
    const left = PAGE.width - PAGE.margin - TOTALS_WIDTH;
    const right = PAGE.width - PAGE.margin - mm(2);
    const row = ({ label, value }: LabelledValue, labelColor: string, valueColor: string) =>
      tags.within('TR', () => {
        doc.fillColor(labelColor);
        tags.within('TH', () => text.line(label, left + mm(2), y), { scope: 'Row' });
        doc.fillColor(valueColor);
        tags.within('TD', () => text.line(value, right - text.width(value), y));
      });

    text.style('regular', SIZE.body);
    for (const total of model.totals) {
      row(total, COLOR.muted, COLOR.text);
      y += ROW_HEIGHT;
    }
    y += mm(1);
    const bandTop = y;
    tags.artifact(() => doc.rect(left, bandTop, TOTALS_WIDTH, TOTAL_BAND).fill(COLOR.accent));
    text.style('bold', SIZE.total);
    y = bandTop + (TOTAL_BAND - SIZE.total) / 2 - 0.5;
    row(model.grandTotal, '#ffffff', '#ffffff');
    return bandTop + TOTAL_BAND;
  });
}

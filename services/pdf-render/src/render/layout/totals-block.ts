import type { LabelledValue, RenderModel } from '../render-model';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { COLOR, mm, PAGE, SIZE } from './theme';

/** The width of the totals and of the tax breakdown under them, right-aligned under Amount. */
export const TOTALS_WIDTH = mm(78);
const ROW_HEIGHT = SIZE.body + 7;
const TOTAL_BAND = mm(10);
/** Between the band and the payment rows under it. */
const PAYMENT_ROWS_GAP = mm(1.5);

/** The rows above the band, the band's row, and the rows under it (an invoice's 'Paid', 'Balance due'). */
export type TotalsModel = Pick<RenderModel, 'totals' | 'grandTotal' | 'paymentRows'>;

const paymentRowsHeight = (model: TotalsModel): number =>
  model.paymentRows.length > 0 ? PAYMENT_ROWS_GAP + model.paymentRows.length * ROW_HEIGHT : 0;

export const totalsBlockHeight = (model: TotalsModel): number =>
  model.totals.length * ROW_HEIGHT + mm(2) + TOTAL_BAND + paymentRowsHeight(model);

/**
 * Subtotal, the rows that apply, the total in an accent band, then what was paid and what is left
 * (the last in bold: it is what the reader acts on); returns the y below. A table of rows, each headed
 * by its label (TH, scope Row).
 */
export function drawTotalsBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  model: TotalsModel,
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
    tags.artifact(() =>
      doc.rect(text.mirrorX(left, TOTALS_WIDTH), bandTop, TOTALS_WIDTH, TOTAL_BAND).fill(COLOR.accent),
    );
    text.style('bold', SIZE.total);
    y = bandTop + (TOTAL_BAND - SIZE.total) / 2 - 0.5;
    row(model.grandTotal, '#ffffff', '#ffffff');
    y = bandTop + TOTAL_BAND;
    if (model.paymentRows.length === 0) return y;

    y += PAYMENT_ROWS_GAP;
    model.paymentRows.forEach((payment, index) => {
      const last = index === model.paymentRows.length - 1;
      text.style(last ? 'bold' : 'regular', SIZE.body);
      row(payment, last ? COLOR.text : COLOR.muted, COLOR.text);
      y += ROW_HEIGHT;
    });
    return bandTop + TOTAL_BAND + paymentRowsHeight(model);
  });
}

import { WORDING } from '../document-wording';
import type { PaymentBlock } from '../render-model';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { wrapLines } from '../text/wrap-lines';
import { COLOR, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';
import { TOTALS_WIDTH } from './totals-block';

/** Left of the totals, where the simple document leaves the page empty. */
export const PAYMENT_BLOCK_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - mm(8);
const LABEL_WIDTH = mm(24);
const LINE_GAP = 2;

/** Beside an EPC QR code: the rows wrap to `rowWidth` and the instructions start under the code. */
export type BesideCode = { rowWidth: number; height: number };

/** Each labelled value's lines, then the instructions' lines, as they will be drawn. */
function layOut(text: TextWriter, payment: PaymentBlock, beside?: BesideCode) {
  text.style('regular', SIZE.body);
  const measure = (t: string) => text.width(t);
  // Room for the longest label: 'Account name' fits LABEL_WIDTH, 'اسم صاحب الحساب' does not.
  const labelWidth = Math.max(LABEL_WIDTH, ...payment.rows.map((row) => measure(row.label) + mm(3)));
  return {
    labelWidth,
    rows: payment.rows.map((row) => ({
      label: row.label,
      lines: wrapLines(measure, row.value, (beside?.rowWidth ?? PAYMENT_BLOCK_WIDTH) - labelWidth).lines,
    })),
    instructions: payment.instructions
      ? wrapLines(measure, payment.instructions, PAYMENT_BLOCK_WIDTH).lines
      : [],
    lineHeight: text.lineHeight + LINE_GAP,
  };
}

export function paymentBlockHeight(
  text: TextWriter,
  payment: PaymentBlock | undefined,
  beside?: BesideCode,
): number {
  if (!payment) return 0;
  const { rows, instructions, lineHeight } = layOut(text, payment, beside);
  const rowLines = rows.reduce((sum, row) => sum + row.lines.length, 0);
  const rowsBottom = Math.max(SIZE.label + 6 + rowLines * lineHeight, beside?.height ?? 0);
  return (
    rowsBottom + instructions.length * lineHeight + (instructions.length > 0 && rows.length > 0 ? mm(1.5) : 0)
  );
}

/**
 * IBAN, BIC, account name and reference (those given), then the instructions; returns the y below. A
 * section headed 'Payment': a list of label (Lbl) and value (LBody) pairs, then a paragraph.
 */
export function drawPaymentBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  payment: PaymentBlock | undefined,
  top: number,
  beside?: BesideCode,
  heading = WORDING.payment,
): number {
  if (!payment) return top;
  return tags.within('Sect', () => drawPayment(doc, text, tags, { payment, heading }, top, beside));
}

function drawPayment(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  { payment, heading }: { payment: PaymentBlock; heading: string },
  top: number,
  beside: BesideCode | undefined,
): number {
  const left = PAGE.margin;
  text.style('bold', SIZE.label);
  doc.fillColor(COLOR.muted);
  tags.within('H2', () => text.line(text.upper(heading), left, top));
  let y = top + SIZE.label + 6;

  const { rows, instructions, lineHeight, labelWidth } = layOut(text, payment, beside);
  const drawLines = (lines: string[], x: number) => {
    for (const line of lines) {
      text.line(line, x, y);
      y += lineHeight;
    }
  };
  if (rows.length > 0) {
    tags.within('L', () => {
      for (const row of rows) {
        tags.within('LI', () => {
          doc.fillColor(COLOR.muted);
          tags.within('Lbl', () => text.line(row.label, left, y));
          doc.fillColor(COLOR.text);
          tags.within('LBody', () => drawLines(row.lines, left + labelWidth));
        });
      }
    });
  }
  y = Math.max(y, top + (beside?.height ?? 0));
  if (instructions.length > 0 && rows.length > 0) y += mm(1.5);
  doc.fillColor(COLOR.text);
  if (instructions.length > 0) tags.within('P', () => drawLines(instructions, left));
  return y;
}

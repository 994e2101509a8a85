import { WORDING } from '../document-wording';
import type { TaxBreakdownRow } from '../render-model';
import type { TextWriter } from '../text/text-writer';
import { wrapLines } from '../text/wrap-lines';
import { COLOR, mm, PAGE, SIZE } from './theme';
import { TOTALS_WIDTH } from './totals-block';

const GAP_ABOVE = mm(3.5);
const FIGURE_WIDTH = mm(22);
const PADDING = mm(2);
const LABEL_WIDTH = TOTALS_WIDTH - 2 * FIGURE_WIDTH - 2 * PADDING;
const LINE_HEIGHT = SIZE.small + 3;
const HEADER_HEIGHT = SIZE.label + 4;

/** The label of each row in lines: a category's name ('· Reverse charge') may wrap, never cut. */
function labelLines(text: TextWriter, rows: TaxBreakdownRow[]): string[][] {
  text.style('regular', SIZE.small);
  return rows.map((row) => wrapLines((t) => text.width(t), row.label, LABEL_WIDTH).lines);
}

export function taxBreakdownHeight(text: TextWriter, rows: TaxBreakdownRow[]): number {
  if (rows.length === 0) return 0;
  const lines = labelLines(text, rows).reduce((sum, label) => sum + label.length, 0);
  return GAP_ABOVE + HEADER_HEIGHT + lines * LINE_HEIGHT;
}

/** Per tax: rate, base and amount, in the totals' width under them; returns the y below it. */
export function drawTaxBreakdown(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  rows: TaxBreakdownRow[],
  top: number,
): number {
  if (rows.length === 0) return top;
  const left = PAGE.width - PAGE.margin - TOTALS_WIDTH;
  const right = PAGE.width - PAGE.margin - PADDING;
  const baseRight = right - FIGURE_WIDTH;
  let y = top + GAP_ABOVE;

  text.style('bold', SIZE.label);
  doc.fillColor(COLOR.muted);
  text.line(WORDING.taxBreakdown.toUpperCase(), left + PADDING, y);
  for (const [title, edge] of [
    [WORDING.taxBreakdownBase, baseRight],
    [WORDING.taxBreakdownAmount, right],
  ] as const) {
    text.line(title.toUpperCase(), edge - text.width(title.toUpperCase()), y);
  }
  y += HEADER_HEIGHT;
  doc
    .moveTo(left, y - 2.5)
    .lineTo(left + TOTALS_WIDTH, y - 2)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();

  const labels = labelLines(text, rows);
  rows.forEach((row, index) => {
    text.style('regular', SIZE.small);
    doc.fillColor(COLOR.muted);
    labels[index].forEach((line, lineIndex) => text.line(line, left + PADDING, y + lineIndex * LINE_HEIGHT));
    doc.fillColor(COLOR.text);
    text.line(row.base, baseRight - text.width(row.base), y);
    text.line(row.amount, right - text.width(row.amount), y);
    y += labels[index].length * LINE_HEIGHT;
  });
  return y;
}

import type { Wording } from '../document-wording';
import type { TaxBreakdownRow } from '../render-model';
import type { Tags } from '../structure/tags';
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

/**
 * Per tax: rate, base and amount, in the totals' width under them; returns the y below it. A table
 * whose column headers (TH, scope Column) are the block's title, 'Base' and 'Tax'.
 */
export function drawTaxBreakdown(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  rows: TaxBreakdownRow[],
  top: number,
  wording: Wording,
): number {
  if (rows.length === 0) return top;
  return tags.within('Table', () => drawBreakdownTable(doc, text, tags, { rows, wording }, top));
}

function drawBreakdownTable(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  { rows, wording }: { rows: TaxBreakdownRow[]; wording: Wording },
  top: number,
): number {
  const left = PAGE.width - PAGE.margin - TOTALS_WIDTH;
  const right = PAGE.width - PAGE.margin - PADDING;
  const baseRight = right - FIGURE_WIDTH;
  let y = top + GAP_ABOVE;

  text.style('bold', SIZE.label);
  doc.fillColor(COLOR.muted);
  const headerY = y;
  const header = (title: string, x: number) =>
    tags.within('TH', () => text.line(title, x, headerY), { scope: 'Column' });
  tags.within('TR', () => {
    header(text.upper(wording.taxBreakdown.heading), left + PADDING);
    for (const [title, edge] of [
      [text.upper(wording.taxBreakdown.base), baseRight],
      [text.upper(wording.taxBreakdown.amount), right],
    ] as const) {
      header(title, edge - text.width(title));
    }
  });
  y += HEADER_HEIGHT;
  const ruleY = y;
  tags.artifact(() =>
    doc
      .moveTo(text.mirrorX(left, 0), ruleY - 2.5)
      .lineTo(text.mirrorX(left + TOTALS_WIDTH, 0), ruleY - 2)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke(),
  );

  const labels = labelLines(text, rows);
  rows.forEach((row, index) => {
    const rowY = y;
    tags.within('TR', () => {
      text.style('regular', SIZE.small);
      doc.fillColor(COLOR.muted);
      tags.within('TD', () =>
        labels[index].forEach((line, lineIndex) =>
          text.line(line, left + PADDING, rowY + lineIndex * LINE_HEIGHT),
        ),
      );
      doc.fillColor(COLOR.text);
      tags.within('TD', () => text.line(row.base, baseRight - text.width(row.base), rowY));
      tags.within('TD', () => text.line(row.amount, right - text.width(row.amount), rowY));
    });
    y += labels[index].length * LINE_HEIGHT;
  });
  return y;
}

import { FONT } from '../fonts';
import type { ItemRow, RenderModel } from '../render-model';
import { fitLine, wrapLines, type Measure } from './fit-text';
import { CELL_PADDING, tableColumns, type Column } from './table-columns';
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** The named destination the truncated descriptions link to. */
export const FULL_DESCRIPTIONS_DESTINATION = 'full-item-descriptions';
export const FULL_DESCRIPTIONS_TITLE = 'Full Item Descriptions';

const DESCRIPTION_LINES = 2;
const ROW_PADDING = mm(2.2);
const LINE_HEIGHT = SIZE.body + 2.6;
const REFERENCE_HEIGHT = SIZE.small + 3;
const HEADER_HEIGHT = mm(8);

/** A description cut in the table, listed in full at the end under its reference number. */
export type TruncatedDescription = { reference: number; itemNumber: number; description: string };

export type TableResult = { y: number; truncated: TruncatedDescription[] };

/** The items table from `top`, continuing on new pages with the header row repeated. */
export function drawItemsTable(doc: PDFKit.PDFDocument, model: RenderModel, top: number): TableResult {
  const columns = tableColumns(PAGE.margin, model.customColumns);
  const measure: Measure = (text) => doc.widthOfString(text);
  const truncated: TruncatedDescription[] = [];
  let y = drawHeaderRow(doc, columns, model.tableBorder, top);

  model.rows.forEach((row, index) => {
    doc.font(FONT.regular).fontSize(SIZE.body);
    const [description] = columns;
    const wrapped = wrapLines(
      measure,
      row.description,
      description.width - 2 * CELL_PADDING,
      DESCRIPTION_LINES,
    );
    const reference = wrapped.truncated ? truncated.length + 1 : 0;
    if (reference) truncated.push({ reference, itemNumber: index + 1, description: row.description });
    const height =
      2 * ROW_PADDING + Math.max(1, wrapped.lines.length) * LINE_HEIGHT + (reference ? REFERENCE_HEIGHT : 0);

    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawHeaderRow(doc, columns, model.tableBorder, PAGE.margin);
    }
    if (model.tableBorder) drawCellBorders(doc, columns, y, height);
    else if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.zebra);

    drawRowText(doc, columns, row, wrapped.lines, y + ROW_PADDING);
    if (reference)
      drawReference(doc, description, reference, y + ROW_PADDING + wrapped.lines.length * LINE_HEIGHT);
    y += height;
  });

  if (!model.tableBorder) {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
  }
  return { y, truncated };
}

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Column[], border: boolean, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOR.accentTint);
  if (border) drawCellBorders(doc, columns, y, HEADER_HEIGHT);
  doc.font(FONT.bold).fontSize(SIZE.label).fillColor(COLOR.accent);
  const textY = y + (HEADER_HEIGHT - SIZE.label) / 2 - 0.5;
  for (const column of columns) {
    drawCell(doc, column, column.title.toUpperCase(), textY, (t) => doc.widthOfString(t));
  }
  return y + HEADER_HEIGHT;
}

function drawRowText(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  row: ItemRow,
  lines: string[],
  y: number,
): void {
  const measure: Measure = (text) => doc.widthOfString(text);
  const [description, ...rest] = columns;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  lines.forEach((line, index) => drawCell(doc, description, line, y + index * LINE_HEIGHT, measure));
  const values = [...row.custom, row.quantity, row.rate, row.amount];
  rest.forEach((column, index) => {
    // The amount is what a reader scans for: bold, in the same right-aligned edge as the totals.
    if (index === rest.length - 1) doc.font(FONT.bold);
    drawCell(doc, column, values[index], y, measure);
  });
}

/** One line of text, cut to the cell with '…' and aligned inside its padding. */
function drawCell(doc: PDFKit.PDFDocument, column: Column, text: string, y: number, measure: Measure): void {
  const inner = column.width - 2 * CELL_PADDING;
  const shown = fitLine(measure, text, inner);
  const x =
    column.align === 'right'
      ? column.x + column.width - CELL_PADDING - measure(shown)
      : column.x + CELL_PADDING;
  doc.text(shown, x, y, { lineBreak: false });
}

function drawReference(doc: PDFKit.PDFDocument, column: Column, reference: number, y: number): void {
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.accent);
  doc.text(`See ${FULL_DESCRIPTIONS_TITLE} (${reference})`, column.x + CELL_PADDING, y + 1, {
    lineBreak: false,
    goTo: FULL_DESCRIPTIONS_DESTINATION,
    underline: true,
  });
}

function drawCellBorders(doc: PDFKit.PDFDocument, columns: Column[], y: number, height: number): void {
  doc.lineWidth(0.5).strokeColor(COLOR.rule);
  for (const column of columns) doc.rect(column.x, y, column.width, height).stroke();
}

import type { ItemRow, RenderModel } from '../render-model';
import type { Wording } from '../document-wording';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { fitLine, wrapLines, type Measure } from '../text/wrap-lines';
import { CELL_PADDING, tableColumns, type Column, type ColumnKey } from './table-columns';
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** The named destination the truncated descriptions link to. */
export const FULL_DESCRIPTIONS_DESTINATION = 'full-item-descriptions';

const DESCRIPTION_LINES = 2;
const ROW_PADDING = mm(2.2);
const LINE_HEIGHT = SIZE.body + 2.6;
const REFERENCE_HEIGHT = SIZE.small + 3;
const HEADER_HEIGHT = mm(8);
/** A figure too wide for its column is set smaller down to this size, then wraps; it is never cut. */
const FIGURE_SIZES = [SIZE.body, 8, 7];

/** A description cut in the table, listed in full at the end under its reference number. */
export type TruncatedDescription = { reference: number; itemNumber: number; description: string };

export type TableResult = { y: number; truncated: TruncatedDescription[] };

/** One cell's lines at the size they are set in. */
type CellLines = { lines: string[]; size: number };

/**
 * The items table from `top`, continuing on new pages with the header row repeated. One Table element:
 * a header row of column headers (TH, scope Column), a row (TR) of cells (TD) per item; the header row
 * repeated on later pages is page furniture (an artifact), as a reader has it once already.
 */
export function drawItemsTable(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  model: RenderModel,
  top: number,
): TableResult {
  return tags.within('Table', () => drawTable(doc, text, tags, model, top));
}

function drawTable(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  model: RenderModel,
  top: number,
): TableResult {
  const columns = tableColumns(PAGE.margin, model.customColumns, model.lineColumns, model.wording.columns);
  const truncated: TruncatedDescription[] = [];
  let y = top;
  // The header row never stands alone at the foot of a page.
  if (y + HEADER_HEIGHT + 2 * LINE_HEIGHT > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y = tags.within('TR', () => drawHeaderRow(doc, text, tags, columns, model.tableBorder, y));

  model.rows.forEach((row, index) => {
    const cells = rowCells(text, columns, row);
    const reference = cells.descriptionTruncated ? truncated.length + 1 : 0;
    if (reference) truncated.push({ reference, itemNumber: index + 1, description: row.description });
    const lineCount = Math.max(...cells.lines.map((cell) => cell.lines.length));
    const descriptionBottom = cells.lines[0].lines.length * LINE_HEIGHT;
    const height =
      2 * ROW_PADDING +
      Math.max(lineCount * LINE_HEIGHT, descriptionBottom + (reference ? REFERENCE_HEIGHT : 0));

    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      const repeatedTop = PAGE.margin;
      tags.artifact(
        () => drawHeaderRow(doc, text, tags, columns, model.tableBorder, repeatedTop),
        'Pagination',
      );
      y = repeatedTop + HEADER_HEIGHT;
    }
    const rowTop = y;
    tags.artifact(() => {
      if (model.tableBorder) drawCellBorders(doc, text, columns, rowTop, height);
      else if (index % 2 === 1) doc.rect(PAGE.margin, rowTop, CONTENT_WIDTH, height).fill(COLOR.zebra);
    });

    const referenceTop = y + ROW_PADDING + descriptionBottom;
    const drawDescriptionExtra = reference
      ? () => drawReference(doc, text, tags, model.wording, { column: columns[0], reference }, referenceTop)
      : undefined;
    tags.within('TR', () =>
      drawRowText(doc, text, tags, columns, cells.lines, y + ROW_PADDING, drawDescriptionExtra),
    );
    y += height;
  });

  if (!model.tableBorder) {
    tags.artifact(() =>
      doc
        .moveTo(PAGE.margin, y)
        .lineTo(PAGE.margin + CONTENT_WIDTH, y)
        .lineWidth(0.6)
        .strokeColor(COLOR.rule)
        .stroke(),
    );
  }
  return { y, truncated };
}

/**
 * The lines of every cell of a row, in column order. The description wraps to two lines (the rest goes
 * to the 'Full Item Descriptions' page), custom values are cut with '…', figures are never cut.
 */
function rowCells(text: TextWriter, columns: Column[], row: ItemRow) {
  text.style('regular', SIZE.body);
  const measure: Measure = (t) => text.width(t);
  const [description, ...rest] = columns;
  const wrapped = wrapLines(measure, row.description, inner(description), DESCRIPTION_LINES);
  const custom = row.custom.map((value, index) => ({
    lines: [fitLine(measure, value, inner(rest[index]))],
    size: SIZE.body,
  }));
  const figures = rest
    .slice(row.custom.length)
    .map((column) =>
      figureCell(
        text,
        figureOf(row, column.key),
        inner(column),
        column.key === 'amount' ? 'bold' : 'regular',
      ),
    );
  return {
    lines: [{ lines: wrapped.lines, size: SIZE.body }, ...custom, ...figures],
    descriptionTruncated: wrapped.truncated,
  };
}

function figureCell(text: TextWriter, value: string, width: number, weight: 'regular' | 'bold'): CellLines {
  for (const size of FIGURE_SIZES) {
    text.style(weight, size);
    if (text.width(value) <= width) return { lines: [value], size };
  }
  return { lines: wrapLines((t) => text.width(t), value, width).lines, size: FIGURE_SIZES.at(-1)! };
}

function figureOf(row: ItemRow, key: ColumnKey): string {
  switch (key) {
    case 'quantity':
      return row.quantity;
    case 'rate':
      return row.rate;
    case 'discount':
      return row.discount;
    case 'taxes':
      return row.taxes;
    default:
      return row.amount;
  }
}

const inner = (column: Column): number => column.width - 2 * CELL_PADDING;

/** The column titles on their tinted band, each a column header (TH). */
function drawHeaderRow(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  columns: Column[],
  border: boolean,
  y: number,
): number {
  tags.artifact(() => {
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOR.accentTint);
    if (border) drawCellBorders(doc, text, columns, y, HEADER_HEIGHT);
  });
  text.style('bold', SIZE.label);
  doc.fillColor(COLOR.accent);
  const textY = y + (HEADER_HEIGHT - SIZE.label) / 2 - 0.5;
  for (const column of columns) {
    const title = fitLine((t) => text.width(t), text.upper(column.title), inner(column));
    tags.within('TH', () => drawCellLine(text, column, title, textY), { scope: 'Column' });
  }
  return y + HEADER_HEIGHT;
}

/** A row's cells (TD), in column order; `descriptionExtra` draws more into the description's cell. */
function drawRowText(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  columns: Column[],
  cells: CellLines[],
  y: number,
  descriptionExtra?: () => void,
): void {
  cells.forEach((cell, index) =>
    tags.within('TD', () => {
      doc.fillColor(COLOR.text);
      // The amount is what a reader scans for: bold, in the same right-aligned edge as the totals.
      text.style(index === cells.length - 1 ? 'bold' : 'regular', cell.size);
      cell.lines.forEach((line, lineIndex) =>
        drawCellLine(text, columns[index], line, y + lineIndex * LINE_HEIGHT),
      );
      if (index === 0) descriptionExtra?.();
    }),
  );
}

/** One line aligned inside the cell's padding. */
function drawCellLine(text: TextWriter, column: Column, line: string, y: number): void {
  const x =
    column.align === 'right'
      ? column.x + column.width - CELL_PADDING - text.width(line)
      : column.x + CELL_PADDING;
  text.line(line, x, y);
}

/** 'See Full Item Descriptions (n)', underlined, linking to that page: a Link element. */
function drawReference(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  wording: Wording,
  { column, reference }: { column: Column; reference: number },
  y: number,
): void {
  text.style('regular', SIZE.small);
  doc.fillColor(COLOR.accent);
  const label = wording.seeFullDescriptions(String(reference));
  const x = column.x + CELL_PADDING;
  tags.within('Link', () => {
    text.line(label, x, y + 1, { underline: true });
    const width = text.width(label);
    const area = { x: text.mirrorX(x, width), y: y + 1, width, height: text.lineHeight };
    tags.link(FULL_DESCRIPTIONS_DESTINATION, `${wording.fullDescriptions} (${reference})`, area);
  });
}

function drawCellBorders(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  columns: Column[],
  y: number,
  height: number,
): void {
  doc.lineWidth(0.5).strokeColor(COLOR.rule);
  for (const column of columns)
    doc.rect(text.mirrorX(column.x, column.width), y, column.width, height).stroke();
}

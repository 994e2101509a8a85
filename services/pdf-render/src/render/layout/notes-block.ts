import { FONT } from '../fonts';
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** Small print under the table, e.g. '1 more custom column is hidden'; returns the y below it. */
export function drawTableNote(doc: PDFKit.PDFDocument, hiddenColumnCount: number, top: number): number {
  if (hiddenColumnCount <= 0) return top;
  let y = top + mm(1.5);
  if (y + SIZE.small > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const text =
    hiddenColumnCount === 1
      ? '1 more custom column is hidden'
      : `${hiddenColumnCount} more custom columns are hidden`;
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
  doc.text(text, PAGE.margin, y, { lineBreak: false });
  return y + SIZE.small;
}

/** The notes as typed, flowing onto further pages when long (pdfkit breaks pages at the margin). */
export function drawNotesBlock(doc: PDFKit.PDFDocument, notes: string, top: number): void {
  if (!notes) return;
  let y = top + mm(10);
  // Keep the heading with at least two lines of the notes.
  if (y + mm(14) > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font(FONT.bold).fontSize(SIZE.label).fillColor(COLOR.muted);
  doc.text('NOTES', PAGE.margin, y, { lineBreak: false });
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  doc.text(notes, PAGE.margin, y + SIZE.label + 6, { width: CONTENT_WIDTH, lineGap: 2 });
}

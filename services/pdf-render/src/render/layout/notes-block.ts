import type { Wording } from '../document-wording';
import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { drawFlowingText } from './flowing-text';
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** Small print under the table, e.g. '1 more custom column is hidden'; returns the y below it. */
export function drawTableNote(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  hiddenColumnCount: number,
  top: number,
  wording: Wording,
): number {
  if (hiddenColumnCount <= 0) return top;
  let y = top + mm(1.5);
  if (y + SIZE.small > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const note = wording.hiddenColumns(hiddenColumnCount);
  text.style('regular', SIZE.small);
  doc.fillColor(COLOR.muted);
  tags.within('P', () => text.line(note, PAGE.margin, y));
  return y + SIZE.small;
}

/**
 * The notes the document needs (reverse charge, inclusive prices), each a paragraph of its own, then
 * the notes as typed, flowing onto further pages when long: a section headed 'Notes'. Returns the y
 * below them.
 */
export function drawNotesBlock(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  notes: { legal: string[]; typed: string; heading: string },
  top: number,
  gapAbove = mm(10),
): number {
  const paragraphs = notes.typed ? [...notes.legal, notes.typed] : notes.legal;
  if (paragraphs.length === 0) return top;
  let y = top + gapAbove;
  // Keep the heading with at least two lines of the notes.
  if (y + mm(14) > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  tags.within('Sect', () => {
    text.style('bold', SIZE.label);
    doc.fillColor(COLOR.muted);
    tags.within('H2', () => text.line(text.upper(notes.heading), PAGE.margin, y));
    text.style('regular', SIZE.body);
    y += SIZE.label + 6;
    for (const paragraph of paragraphs) {
      const at = { x: PAGE.margin, y, width: CONTENT_WIDTH, color: COLOR.text, lineGap: 2 };
      y = tags.within('P', () => drawFlowingText(doc, text, paragraph, at));
    }
  });
  return y;
}

import type { TextWriter } from '../text/text-writer';
import { drawFlowingText } from './flowing-text';
import {
  FULL_DESCRIPTIONS_DESTINATION,
  FULL_DESCRIPTIONS_TITLE,
  type TruncatedDescription,
} from './items-table';
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** The descriptions the table cut short, in full, on a page of their own at the end; returns the y below. */
export function drawFullDescriptionsPage(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  truncated: TruncatedDescription[],
): number | undefined {
  if (truncated.length === 0) return undefined;
  doc.addPage();
  doc.addNamedDestination(FULL_DESCRIPTIONS_DESTINATION, 'XYZ', PAGE.margin, PAGE.margin, null);
  text.style('bold', 16);
  doc.fillColor(COLOR.text);
  text.line(FULL_DESCRIPTIONS_TITLE, PAGE.margin, PAGE.margin);
  let y = PAGE.margin + 16 + mm(6);
  for (const { reference, itemNumber, description } of truncated) {
    // A heading keeps at least one line of its description with it.
    if (y + SIZE.label + 4 + 2 * SIZE.body > CONTENT_BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    text.style('bold', SIZE.label);
    doc.fillColor(COLOR.accent);
    text.line(`(${reference})  ITEM ${itemNumber}`, PAGE.margin, y);
    text.style('regular', SIZE.body);
    y = drawFlowingText(doc, text, description, {
      x: PAGE.margin,
      y: y + SIZE.label + 4,
      width: CONTENT_WIDTH,
      color: COLOR.text,
      lineGap: 2,
    });
    y += SIZE.body;
  }
  return y;
}

import { FONT } from '../fonts';
import {
  FULL_DESCRIPTIONS_DESTINATION,
  FULL_DESCRIPTIONS_TITLE,
  type TruncatedDescription,
} from './items-table';
import { COLOR, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** The descriptions the table cut short, in full, on a page of their own at the end. */
export function drawFullDescriptionsPage(doc: PDFKit.PDFDocument, truncated: TruncatedDescription[]): void {
  if (truncated.length === 0) return;
  doc.addPage();
  doc.addNamedDestination(FULL_DESCRIPTIONS_DESTINATION, 'XYZ', PAGE.margin, PAGE.margin, null);
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.text);
  doc.text(FULL_DESCRIPTIONS_TITLE, PAGE.margin, PAGE.margin, { lineBreak: false });
  doc.y = PAGE.margin + 16 + mm(6);
  for (const { reference, itemNumber, description } of truncated) {
    doc.font(FONT.bold).fontSize(SIZE.label).fillColor(COLOR.accent);
    doc.text(`(${reference})  ITEM ${itemNumber}`, PAGE.margin, doc.y);
    doc.moveDown(0.3);
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
    doc.text(description, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
    doc.moveDown(1);
  }
}

import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { drawFlowingText } from './flowing-text';
import type { Wording } from '../document-wording';
import { FULL_DESCRIPTIONS_DESTINATION, type TruncatedDescription } from './items-table';
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/**
 * The descriptions the table cut short, in full, on a page of their own at the end: a section headed by
 * the page's title, each description a paragraph under its item's heading. Returns the y below them.
 */
export function drawFullDescriptionsPage(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  truncated: TruncatedDescription[],
  wording: Wording,
): number | undefined {
  if (truncated.length === 0) return undefined;
  return tags.within('Sect', () => drawDescriptions(doc, text, tags, truncated, wording));
}

function drawDescriptions(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  truncated: TruncatedDescription[],
  wording: Wording,
): number {
  doc.addPage();
  doc.addNamedDestination(FULL_DESCRIPTIONS_DESTINATION, 'XYZ', PAGE.margin, PAGE.margin, null);
  text.style('bold', 16);
  doc.fillColor(COLOR.text);
  tags.within('H2', () => text.line(wording.fullDescriptions, PAGE.margin, PAGE.margin));
  let y = PAGE.margin + 16 + mm(6);
  for (const { reference, itemNumber, description } of truncated) {
    // A heading keeps at least one line of its description with it.
    if (y + SIZE.label + 4 + 2 * SIZE.body > CONTENT_BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    text.style('bold', SIZE.label);
    doc.fillColor(COLOR.accent);
    const headingY = y;
    const heading = `(${reference})  ${text.upper(wording.itemHeading(String(itemNumber)))}`;
    tags.within('H3', () => text.line(heading, PAGE.margin, headingY));
    text.style('regular', SIZE.body);
    const at = { x: PAGE.margin, y: y + SIZE.label + 4, width: CONTENT_WIDTH, color: COLOR.text, lineGap: 2 };
    y = tags.within('P', () => drawFlowingText(doc, text, description, at));
    y += SIZE.body;
  }
  return y;
}

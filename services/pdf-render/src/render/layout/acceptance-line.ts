import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { drawFlowingText } from './flowing-text';
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, mm, PAGE, SIZE } from './theme';

/** The right edge of the totals' figures, which the line ends on. */
const RIGHT = PAGE.width - PAGE.margin - mm(2);

/**
 * 'Accepted by NAME on DATE' under the totals of an accepted quote: one line ending under the total
 * (a name too long for one line wraps across the page); returns the y below it, or `top` when none.
 */
export function drawAcceptanceLine(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  acceptance: string | undefined,
  top: number,
): number {
  if (!acceptance) return top;
  return tags.within('P', () => drawAcceptance(doc, text, acceptance, top));
}

function drawAcceptance(doc: PDFKit.PDFDocument, text: TextWriter, acceptance: string, top: number): number {
  let y = top + mm(4);
  if (y + SIZE.body > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  text.style('regular', SIZE.body);
  const width = text.width(acceptance);
  if (width <= CONTENT_WIDTH - mm(2)) {
    doc.fillColor(COLOR.accent);
    text.line(acceptance, RIGHT - width, y);
    return y + text.lineHeight;
  }
  return drawFlowingText(doc, text, acceptance, {
    x: PAGE.margin,
    y,
    width: CONTENT_WIDTH,
    color: COLOR.accent,
    lineGap: 2,
  });
}

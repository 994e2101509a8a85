import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { COLOR, mm, SIZE } from './theme';

const SIZE_PT = 15;
const PADDING = { x: mm(3.5), y: mm(1.6) };
/** Tilted like a rubber stamp, little enough that it stays inside its own corner of the header. */
const ANGLE = -7;

/** The mark's box before it is tilted: the title leaves this much room for it. */
export function paidMarkWidth(text: TextWriter, word: string): number {
  text.style('bold', SIZE_PT);
  return text.width(word) + 2 * PADDING.x;
}

/**
 * A paid invoice's 'PAID' stamp: the word in the paid status green, boxed and slightly tilted, its box
 * ending at `right`, at the height of the title, where it covers no figure. The word is text of the
 * document (a paragraph after the title), so a screen reader says it; the box is an artifact. No letter
 * spacing: tilted, spaced letters read back as 'PA I D' in pdftotext.
 */
export function drawPaidMark(
  doc: PDFKit.PDFDocument,
  text: TextWriter,
  tags: Tags,
  word: string,
  right: number,
  top: number,
): void {
  const width = paidMarkWidth(text, word);
  const height = SIZE_PT + 2 * PADDING.y;
  // Tilted about its own centre: the box is mirrored as a whole, then drawn as it is.
  const left = text.mirrorX(right - width, width);
  doc.save();
  doc.rotate(ANGLE, { origin: [left + width / 2, top + height / 2] });
  tags.artifact(() =>
    doc.roundedRect(left, top, width, height, mm(1.2)).lineWidth(1.6).strokeColor(COLOR.paid).stroke(),
  );
  doc.fillColor(COLOR.paid);
  tags.within('P', () => text.unmirrored(() => text.line(word, left + PADDING.x, top + PADDING.y - 1)));
  doc.restore();
  text.style('regular', SIZE.body);
}

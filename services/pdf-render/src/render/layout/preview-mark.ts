import type { Tags } from '../structure/tags';
import type { TextWriter } from '../text/text-writer';
import { PAGE } from './theme';

/** Largest size of the word: a short word ('预览') would otherwise fill the page. */
const MAX_SIZE_PT = 110;
/** Share of the page's diagonal the longest word may take ('PRÉ-VISUALIZAÇÃO'). */
const DIAGONAL_SHARE = 0.8;
const ANGLE = -Math.atan2(PAGE.height, PAGE.width) * (180 / Math.PI);
const COLOR = '#c0392b';
const CAPITALS_MIDDLE = 0.71;
/** Faint, so every figure under the word stays readable in the preview. */
const OPACITY = 0.14;

/**
 * The builder's live preview: the word ('PREVIEW', 'VORSCHAU') across the page along its diagonal, so
 * a screenshot of a preview is never taken for the real PDF. Page furniture like the footer (an
 * artifact): a reader does not read it as part of the document, text extraction still finds it.
 */
export function drawPreviewMark(doc: PDFKit.PDFDocument, text: TextWriter, tags: Tags, word: string): void {
  text.style('bold', 100);
  const size = Math.min(
    MAX_SIZE_PT,
    (100 * DIAGONAL_SHARE * Math.hypot(PAGE.width, PAGE.height)) / text.width(word),
  );
  text.style('bold', size);
  const width = text.width(word);
  doc.save();
  // Drawn about the page's centre: the middle of the word's capitals (pdfkit places a line by its
  // top; Noto Sans' capitals sit from 0.36 to 1.07 of the size below it) on the diagonal.
  doc.translate(PAGE.width / 2, PAGE.height / 2).rotate(ANGLE);
  doc.fillColor(COLOR).fillOpacity(OPACITY);
  tags.artifact(() => text.unmirrored(() => text.line(word, -width / 2, -CAPITALS_MIDDLE * size)));
  doc.restore();
}

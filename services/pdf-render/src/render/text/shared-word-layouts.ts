import type { BoundedMemo } from './bounded-memo';

/** pdfkit's font object of one document (EmbeddedFont), as far as this file touches it. */
type EmbeddedFont = { layoutRun(text: string): unknown; layoutCached(text: string): unknown };

/**
 * pdfkit lays out every word again in each document (its layout cache lives on the document's font
 * object), copying and scaling the positions each time; that was a quarter of a one-page invoice's
 * text time, though invoices repeat the same words (labels, dates, amounts, the client's name). The
 * runs pdfkit keeps there are only read (it copies before it adjusts spacing), and they hold nothing
 * of the document (glyph ids enter the document's subset in `encode`), so one process-wide memo per
 * font serves every document.
 */
export function shareWordLayouts(doc: PDFKit.PDFDocument, memo: BoundedMemo<unknown>): void {
  // `_font` is the font `doc.font()` just selected: pdfkit's own, not in its typings.
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  embedded.layoutCached = (text) => memo.get(text, () => embedded.layoutRun(text));
}

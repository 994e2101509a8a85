import type { BoundedMemo } from './bounded-memo';

/** A line or word as pdfkit lays it out: glyphs, their scaled positions, the width. */
export type LaidOut = unknown;

/** pdfkit's font object of one document (EmbeddedFont), as far as this file touches it. */
type EmbeddedFont = {
  layoutRun(text: string): LaidOut;
  layoutCached(text: string): LaidOut;
  layout(text: string, features?: unknown, onlyWidth?: boolean): LaidOut;
};

/** The process-wide memos of one font: words, and whole lines (fewer: a line holds more). */
export type SharedLayouts = { words: BoundedMemo<LaidOut>; lines: BoundedMemo<LaidOut> };

/**
 * pdfkit lays out every word again in each document (its layout cache lives on the document's font
 * object), copying and scaling the positions each time, and then joins a line's words, for its width
 * and again to draw it: together a third of a one-page invoice's text time, though invoices repeat
 * the same words and lines (labels, dates, amounts, the client's name). What pdfkit lays out is only
 * read (it copies before it adjusts spacing) and holds nothing of the document (glyph ids enter the
 * document's subset in `encode`), so process-wide memos per font serve every document. Lines shaped
 * with explicit features (other scripts) keep pdfkit's own path.
 */
export function shareLayouts(doc: PDFKit.PDFDocument, shared: SharedLayouts): void {
  // `_font` is the font `doc.font()` just selected: pdfkit's own, not in its typings.
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  const layout = embedded.layout.bind(embedded);
  embedded.layoutCached = (text) => shared.words.get(text, () => embedded.layoutRun(text));
  embedded.layout = (text, features, onlyWidth) =>
    features ? layout(text, features, onlyWidth) : shared.lines.get(text, () => layout(text));
}

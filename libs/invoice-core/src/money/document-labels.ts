/** The two kinds of document the builder makes. */
export type DocumentKind = 'invoice' | 'quote';

const RECEIVER_LABEL: Record<DocumentKind, string> = { invoice: 'Bill to', quote: 'Prepared for' };

/** The heading of the receiver block, the same words on the page and in the PDF (which uppercases it). */
export function receiverLabel(type: DocumentKind): string {
  return RECEIVER_LABEL[type];
}

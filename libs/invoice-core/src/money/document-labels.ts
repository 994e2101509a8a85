/** The kinds of document: the builder makes invoices and quotes; a credit note corrects an invoice. */
export type DocumentKind = 'invoice' | 'quote' | 'credit_note';

const RECEIVER_LABEL: Record<DocumentKind, string> = {
  invoice: 'Bill to',
  quote: 'Prepared for',
  credit_note: 'Credit to',
};

/** The heading of the receiver block, the same words on the page and in the PDF (which uppercases it). */
export function receiverLabel(type: DocumentKind): string {
  return RECEIVER_LABEL[type];
}

const DOCUMENT_KIND_LABEL: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit Note',
};

/** The kind's name as the page shows it ('Credit Note'); the PDF's title is the same in capitals. */
export function documentKindLabel(type: DocumentKind): string {
  return DOCUMENT_KIND_LABEL[type];
}

/** 'Credits invoice INV-7 of November 26, 2026': a credit note's reference to the invoice it corrects. */
export function creditsInvoiceLine(number: string, longIssueDate: string): string {
  return longIssueDate ? `Credits invoice ${number} of ${longIssueDate}` : `Credits invoice ${number}`;
}

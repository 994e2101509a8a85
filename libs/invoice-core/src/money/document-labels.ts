import { ENGLISH_LABELS, type LabelLocale } from '@paydraft/i18n';

/** The kinds of document: the builder makes invoices and quotes; a credit note corrects an invoice. */
export type DocumentKind = 'invoice' | 'quote' | 'credit_note';

/**
 * The heading of the receiver block, the same words on the page and in the PDF (which uppercases it),
 * in the document's language (the page's is English).
 */
export function receiverLabel(type: DocumentKind, { t }: LabelLocale = ENGLISH_LABELS): string {
  return t(`common:receiver.${type}`);
}

/** The kind's name as the page shows it ('Credit Note'); the PDF's title is the same in capitals. */
export function documentKindLabel(type: DocumentKind, { t }: LabelLocale = ENGLISH_LABELS): string {
  return t(`common:documentTitle.${type}`);
}

/** 'Credits invoice INV-7 of November 26, 2026': a credit note's reference to the invoice it corrects. */
export function creditsInvoiceLine(
  number: string,
  longIssueDate: string,
  { t }: LabelLocale = ENGLISH_LABELS,
): string {
  return longIssueDate
    ? t('pdf:creditsInvoiceLine', { number, date: longIssueDate })
    : t('pdf:creditsInvoiceLineUndated', { number });
}

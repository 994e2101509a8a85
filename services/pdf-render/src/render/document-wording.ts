import { type LanguageTag, translator } from '@paydraft/i18n';
import type { DocumentKind } from '@paydraft/invoice-core';

/**
 * The words a PDF prints besides its data, in the document's language, from the catalogue of
 * @paydraft/i18n (`common` for the document vocabulary, `pdf` for words only the PDF prints). Headings
 * are uppercased where they are drawn, by the language's rules (TextWriter.upper).
 */
export type Wording = ReturnType<typeof buildWording>;

const byLanguage = new Map<LanguageTag, Wording>();

/** The wording of one language, built once per process. */
export function wordingOf(language: LanguageTag): Wording {
  let wording = byLanguage.get(language);
  if (!wording) {
    wording = buildWording(language);
    byLanguage.set(language, wording);
  }
  return wording;
}

function buildWording(language: LanguageTag) {
  const t = translator(language);
  return {
    title: (kind: DocumentKind | 'receipt') => t(`common:documentTitle.${kind}`),
    from: t('common:from'),
    details: t('pdf:details'),
    issueDate: t('common:details.issueDate'),
    dueDate: t('common:details.dueDate'),
    validUntil: t('common:details.validUntil'),
    poNumber: t('common:details.poNumber'),
    paymentTerms: t('common:details.paymentTerms'),
    deliveryDate: t('common:details.deliveryDate'),
    buyerReference: t('common:details.buyerReference'),
    /** A credit note's reference to the invoice it corrects (BT-25, BT-26). */
    creditsInvoice: t('pdf:creditsInvoice'),
    invoiceOfDate: (number: string, date: string) => t('pdf:invoiceOfDate', { number, date }),
    columns: {
      description: t('common:columns.description'),
      quantity: t('common:columns.quantity'),
      rate: t('common:columns.rate'),
      discount: t('common:columns.discount'),
      tax: t('common:columns.tax'),
      amount: t('common:columns.amount'),
    },
    tax: t('common:totals.tax'),
    /** A line that pays no tax, in the tax column. */
    noTax: t('pdf:noTax'),
    /** EU VAT Directive art. 226(11a): an invoice under reverse charge must say so. */
    reverseChargeNote: t('common:taxNotes.reverseCharge'),
    pricesIncludeTaxNote: t('common:taxNotes.pricesIncludeTax'),
    vatNumber: t('common:taxNotes.vatNumber'),
    registrationNumber: t('common:taxNotes.registrationNumber'),
    taxBreakdown: {
      heading: t('pdf:taxBreakdown.heading'),
      rate: t('pdf:taxBreakdown.rate'),
      base: t('pdf:taxBreakdown.base'),
      amount: t('pdf:taxBreakdown.amount'),
    },
    payment: t('common:payment.heading'),
    iban: t('common:payment.iban'),
    bic: t('common:payment.bic'),
    accountName: t('common:payment.accountName'),
    paymentReference: t('common:payment.reference'),
    scanToPay: t('common:payment.scanToPay'),
    notes: t('common:notes'),
    paidMark: t('pdf:paidMark'),
    previewMark: t('pdf:previewMark'),
    acceptedBy: (name: string, date: string) =>
      date ? t('pdf:acceptedBy', { name, date }) : t('pdf:acceptedByUndated', { name }),
    hiddenColumns: (count: number) => t('pdf:hiddenColumns', { count }),
    fullDescriptions: t('pdf:fullDescriptions'),
    seeFullDescriptions: (reference: string) => t('pdf:seeFullDescriptions', { reference }),
    itemHeading: (number: string) => t('pdf:itemHeading', { number }),
    pageNumber: (page: string, count: string) => t('pdf:pageNumber', { page, count }),
    logoOf: (seller: string) => (seller ? t('pdf:logoOf', { seller }) : t('pdf:logoOfSender')),
  };
}

/** The English (en-US) wording: the spec's words, which every document without a language prints. */
export const WORDING: Wording = wordingOf('en-US');

/**
 * The words the money model adds to a PDF, in one place so the languages issue can translate them
 * (the spec's own labels, such as 'Subtotal', come from invoice-core).
 */
export const WORDING = {
  /** The title (or the eyebrow above the document number) of each kind of document. */
  title: { invoice: 'INVOICE', quote: 'QUOTE', credit_note: 'CREDIT NOTE' },
  /** A credit note's reference to the invoice it corrects (BT-25, BT-26). */
  creditsInvoice: 'Credits invoice',
  /** EU VAT Directive art. 226(11a): an invoice under reverse charge must say so. */
  reverseChargeNote: 'Reverse charge: the recipient accounts for the VAT.',
  pricesIncludeTaxNote: 'Prices include tax.',
  vatNumber: 'VAT no.',
  registrationNumber: 'Reg. no.',
  deliveryDate: 'Delivery date',
  buyerReference: 'Buyer reference',
  discountColumn: 'Disc.',
  taxColumn: 'Tax',
  /** A line that pays no tax, in the tax column. */
  noTax: '—',
  taxBreakdown: 'Tax breakdown',
  taxBreakdownRate: 'Rate',
  taxBreakdownBase: 'Base',
  taxBreakdownAmount: 'Tax',
  payment: 'Payment',
  iban: 'IBAN',
  bic: 'BIC',
  accountName: 'Account name',
  paymentReference: 'Reference',
} as const;

/**
 * Words only the PDF prints (the shared document vocabulary is in common). ICU MessageFormat; numbers
 * and dates arrive already formatted for the language, so no message formats one itself.
 */
export const pdf = {
  details: 'Details',
  /** Page furniture: the page's number of the page count. */
  pageNumber: '{page}/{count}',
  paidMark: 'PAID',
  /** The builder's live preview: a diagonal mark across each page, so it is not taken for the PDF. */
  previewMark: 'PREVIEW',
  creditsInvoice: 'Credits invoice',
  /** The value after 'Credits invoice': the corrected invoice's number and issue date. */
  invoiceOfDate: '{number} of {date}',
  creditsInvoiceLine: 'Credits invoice {number} of {date}',
  creditsInvoiceLineUndated: 'Credits invoice {number}',
  acceptedBy: 'Accepted by {name} on {date}',
  acceptedByUndated: 'Accepted by {name}',
  taxBreakdown: { heading: 'Tax breakdown', rate: 'Rate', base: 'Base', amount: 'Tax' },
  /** A line that pays no tax, in the tax column. */
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# more custom column is hidden} other {# more custom columns are hidden}}',
  fullDescriptions: 'Full Item Descriptions',
  seeFullDescriptions: 'See Full Item Descriptions ({reference})',
  itemHeading: 'Item {number}',
  logoOf: 'Logo of {seller}',
  logoOfSender: 'Logo of the sender',
  receipt: {
    receivedFrom: 'Received from',
    receiptNumber: 'Receipt no.',
    paymentDate: 'Payment date',
    method: 'Method',
    invoiceTotal: 'Invoice total',
    amountReceived: 'Amount received',
    paidInFull: 'Paid in full',
    documentTitle: 'Receipt {number}',
    paymentFor: 'Payment for invoice {number} of {date}',
    paymentForUndated: 'Payment for invoice {number}',
    paymentForUnnumbered: 'Payment for an invoice of {date}',
    paymentForAnInvoice: 'Payment for an invoice',
  },
};

/**
 * The document vocabulary shared by the PDF, the public view and the client's mails. Messages are ICU
 * MessageFormat ('{percent}', plurals); the English ones are the spec's wording.
 */
export const common = {
  documentTitle: { invoice: 'Invoice', quote: 'Quote', credit_note: 'Credit Note', receipt: 'Receipt' },
  receiver: { invoice: 'Bill to', quote: 'Prepared for', credit_note: 'Credit to' },
  from: 'From',
  details: {
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    validUntil: 'Valid until',
    poNumber: 'PO number',
    paymentTerms: 'Payment terms',
    deliveryDate: 'Delivery date',
    buyerReference: 'Buyer reference',
  },
  columns: {
    description: 'Description',
    quantity: 'Qty',
    rate: 'Rate',
    discount: 'Disc.',
    tax: 'Tax',
    amount: 'Amount',
  },
  totals: {
    subtotal: 'Subtotal',
    netAmount: 'Net amount',
    discount: 'Discount ({percent})',
    tax: 'Tax',
    rounding: 'Rounding',
    grandTotal: { invoice: 'Total Due', quote: 'Quote Total', credit_note: 'Total Credit' },
    paid: 'Paid',
    balanceDue: 'Balance due',
  },
  notes: 'Notes',
  items: '{count, plural, one {# item} other {# items}}',
  payment: {
    heading: 'Payment',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Account name',
    reference: 'Reference',
    scanToPay: 'Scan to pay',
    payNow: 'Pay now',
  },
  taxNotes: {
    reverseCharge: 'Reverse charge: the recipient accounts for the VAT.',
    pricesIncludeTax: 'Prices include tax.',
    vatNumber: 'VAT no.',
    registrationNumber: 'Reg. no.',
  },
  paymentMethod: {
    bank_transfer: 'Bank transfer',
    card: 'Card',
    cash: 'Cash',
    cheque: 'Cheque',
    paypal: 'PayPal',
    other: 'Other',
  },
};

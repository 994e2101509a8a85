import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Swedish: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Uppgifter',
  pageNumber: 'Sida {page} av {count}',
  paidMark: 'BETALD',
  previewMark: 'FÖRHANDSVISNING',
  creditsInvoice: 'Krediterar faktura',
  invoiceOfDate: '{number} daterad {date}',
  creditsInvoiceLine: 'Krediterar faktura {number} daterad {date}',
  creditsInvoiceLineUndated: 'Krediterar faktura {number}',
  acceptedBy: 'Godkänd av {name} den {date}',
  acceptedByUndated: 'Godkänd av {name}',
  taxBreakdown: { heading: 'Moms', rate: 'Sats', base: 'Underlag', amount: 'Moms' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# anpassad kolumn till är dold} other {# anpassade kolumner till är dolda}}',
  fullDescriptions: 'Fullständiga artikelbeskrivningar',
  seeFullDescriptions: 'Se fullständiga artikelbeskrivningar ({reference})',
  itemHeading: 'Rad {number}',
  logoOf: 'Logotyp för {seller}',
  logoOfSender: 'Avsändarens logotyp',
  receipt: {
    receivedFrom: 'Mottaget från',
    receiptNumber: 'Kvittonr',
    paymentDate: 'Betalningsdatum',
    method: 'Betalningssätt',
    invoiceTotal: 'Fakturabelopp',
    amountReceived: 'Mottaget belopp',
    paidInFull: 'Betald i sin helhet',
    documentTitle: 'Kvitto {number}',
    paymentFor: 'Betalning av faktura {number} daterad {date}',
    paymentForUndated: 'Betalning av faktura {number}',
    paymentForUnnumbered: 'Betalning av en faktura daterad {date}',
    paymentForAnInvoice: 'Betalning av en faktura',
  },
} satisfies Messages<typeof english>;

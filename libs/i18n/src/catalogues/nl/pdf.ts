import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Dutch: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Gegevens',
  pageNumber: 'Pagina {page} van {count}',
  paidMark: 'BETAALD',
  previewMark: 'VOORBEELD',
  creditsInvoice: 'Crediteert factuur',
  invoiceOfDate: '{number} van {date}',
  creditsInvoiceLine: 'Crediteert factuur {number} van {date}',
  creditsInvoiceLineUndated: 'Crediteert factuur {number}',
  acceptedBy: 'Geaccepteerd door {name} op {date}',
  acceptedByUndated: 'Geaccepteerd door {name}',
  taxBreakdown: { heading: 'Btw', rate: 'Tarief', base: 'Grondslag', amount: 'Btw' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# extra aangepaste kolom is verborgen} other {# extra aangepaste kolommen zijn verborgen}}',
  fullDescriptions: 'Volledige omschrijvingen',
  seeFullDescriptions: 'Zie volledige omschrijvingen ({reference})',
  itemHeading: 'Regel {number}',
  logoOf: 'Logo van {seller}',
  logoOfSender: 'Logo van de afzender',
  receipt: {
    receivedFrom: 'Ontvangen van',
    receiptNumber: 'Kwitantienr.',
    paymentDate: 'Betaaldatum',
    method: 'Betaalwijze',
    invoiceTotal: 'Factuurtotaal',
    amountReceived: 'Ontvangen bedrag',
    paidInFull: 'Volledig betaald',
    documentTitle: 'Kwitantie {number}',
    paymentFor: 'Betaling voor factuur {number} van {date}',
    paymentForUndated: 'Betaling voor factuur {number}',
    paymentForUnnumbered: 'Betaling voor een factuur van {date}',
    paymentForAnInvoice: 'Betaling voor een factuur',
  },
} satisfies Messages<typeof english>;

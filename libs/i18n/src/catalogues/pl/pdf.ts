import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Polish: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Szczegóły',
  pageNumber: 'Strona {page} z {count}',
  paidMark: 'ZAPŁACONO',
  previewMark: 'PODGLĄD',
  creditsInvoice: 'Koryguje fakturę',
  invoiceOfDate: '{number} z dnia {date}',
  creditsInvoiceLine: 'Koryguje fakturę {number} z dnia {date}',
  creditsInvoiceLineUndated: 'Koryguje fakturę {number}',
  acceptedBy: 'Zaakceptowano przez {name} dnia {date}',
  acceptedByUndated: 'Zaakceptowano przez {name}',
  taxBreakdown: { heading: 'Podatki', rate: 'Stawka', base: 'Podstawa', amount: 'Podatek' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# dodatkowa kolumna jest ukryta} few {# dodatkowe kolumny są ukryte} many {# dodatkowych kolumn jest ukrytych} other {# dodatkowej kolumny jest ukryte}}',
  fullDescriptions: 'Pełne opisy pozycji',
  seeFullDescriptions: 'Zobacz pełne opisy pozycji ({reference})',
  itemHeading: 'Pozycja {number}',
  logoOf: 'Logo {seller}',
  logoOfSender: 'Logo nadawcy',
  receipt: {
    receivedFrom: 'Otrzymano od',
    receiptNumber: 'Nr potwierdzenia',
    paymentDate: 'Data płatności',
    method: 'Forma płatności',
    invoiceTotal: 'Kwota faktury',
    amountReceived: 'Kwota otrzymana',
    paidInFull: 'Zapłacono w całości',
    documentTitle: 'Potwierdzenie zapłaty {number}',
    paymentFor: 'Płatność za fakturę {number} z dnia {date}',
    paymentForUndated: 'Płatność za fakturę {number}',
    paymentForUnnumbered: 'Płatność za fakturę z dnia {date}',
    paymentForAnInvoice: 'Płatność za fakturę',
  },
} satisfies Messages<typeof english>;

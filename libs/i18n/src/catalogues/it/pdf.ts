import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Italian: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Dettagli',
  pageNumber: 'Pagina {page} di {count}',
  paidMark: 'PAGATA',
  previewMark: 'ANTEPRIMA',
  creditsInvoice: 'Storna la fattura',
  invoiceOfDate: '{number} del {date}',
  creditsInvoiceLine: 'Storna la fattura {number} del {date}',
  creditsInvoiceLineUndated: 'Storna la fattura {number}',
  acceptedBy: 'Accettato da {name} il {date}',
  acceptedByUndated: 'Accettato da {name}',
  taxBreakdown: { heading: 'IVA', rate: 'Aliquota', base: 'Imponibile', amount: 'Imposta' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# altra colonna personalizzata è nascosta} other {altre # colonne personalizzate sono nascoste}}',
  fullDescriptions: 'Descrizioni complete degli articoli',
  seeFullDescriptions: 'Vedi descrizioni complete degli articoli ({reference})',
  itemHeading: 'Articolo {number}',
  logoOf: 'Logo di {seller}',
  logoOfSender: 'Logo del mittente',
  receipt: {
    receivedFrom: 'Ricevuto da',
    receiptNumber: 'Ricevuta n.',
    paymentDate: 'Data di pagamento',
    method: 'Metodo',
    invoiceTotal: 'Totale fattura',
    amountReceived: 'Importo ricevuto',
    paidInFull: 'Saldata',
    documentTitle: 'Ricevuta {number}',
    paymentFor: 'Pagamento della fattura {number} del {date}',
    paymentForUndated: 'Pagamento della fattura {number}',
    paymentForUnnumbered: 'Pagamento di una fattura del {date}',
    paymentForAnInvoice: 'Pagamento di una fattura',
  },
} satisfies Messages<typeof english>;

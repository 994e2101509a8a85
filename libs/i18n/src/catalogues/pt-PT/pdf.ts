import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Portuguese (Portugal): words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Detalhes',
  pageNumber: 'Página {page} de {count}',
  paidMark: 'PAGA',
  previewMark: 'PRÉ-VISUALIZAÇÃO',
  creditsInvoice: 'Retifica a fatura',
  invoiceOfDate: '{number} de {date}',
  creditsInvoiceLine: 'Retifica a fatura {number} de {date}',
  creditsInvoiceLineUndated: 'Retifica a fatura {number}',
  acceptedBy: 'Aceite por {name} em {date}',
  acceptedByUndated: 'Aceite por {name}',
  taxBreakdown: { heading: 'IVA', rate: 'Taxa', base: 'Base', amount: 'Imposto' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {Mais # coluna personalizada está oculta} other {Mais # colunas personalizadas estão ocultas}}',
  fullDescriptions: 'Descrições completas dos artigos',
  seeFullDescriptions: 'Ver descrições completas dos artigos ({reference})',
  itemHeading: 'Artigo {number}',
  logoOf: 'Logótipo de {seller}',
  logoOfSender: 'Logótipo do emitente',
  receipt: {
    receivedFrom: 'Recebido de',
    receiptNumber: 'Recibo n.º',
    paymentDate: 'Data do pagamento',
    method: 'Meio de pagamento',
    invoiceTotal: 'Total da fatura',
    amountReceived: 'Montante recebido',
    paidInFull: 'Paga na totalidade',
    documentTitle: 'Recibo {number}',
    paymentFor: 'Pagamento da fatura {number} de {date}',
    paymentForUndated: 'Pagamento da fatura {number}',
    paymentForUnnumbered: 'Pagamento de uma fatura de {date}',
    paymentForAnInvoice: 'Pagamento de uma fatura',
  },
} satisfies Messages<typeof english>;

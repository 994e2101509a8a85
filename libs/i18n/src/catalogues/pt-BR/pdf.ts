import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Portuguese (Brazil): words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Detalhes',
  pageNumber: 'Página {page} de {count}',
  paidMark: 'PAGA',
  previewMark: 'PRÉ-VISUALIZAÇÃO',
  creditsInvoice: 'Credita a fatura',
  invoiceOfDate: '{number} de {date}',
  creditsInvoiceLine: 'Credita a fatura {number} de {date}',
  creditsInvoiceLineUndated: 'Credita a fatura {number}',
  acceptedBy: 'Aceito por {name} em {date}',
  acceptedByUndated: 'Aceito por {name}',
  taxBreakdown: { heading: 'Impostos', rate: 'Alíquota', base: 'Base', amount: 'Imposto' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {Mais # coluna personalizada está oculta} other {Mais # colunas personalizadas estão ocultas}}',
  fullDescriptions: 'Descrições completas dos itens',
  seeFullDescriptions: 'Ver descrições completas dos itens ({reference})',
  itemHeading: 'Item {number}',
  logoOf: 'Logotipo de {seller}',
  logoOfSender: 'Logotipo do emissor',
  receipt: {
    receivedFrom: 'Recebido de',
    receiptNumber: 'Recibo nº',
    paymentDate: 'Data do pagamento',
    method: 'Forma de pagamento',
    invoiceTotal: 'Total da fatura',
    amountReceived: 'Valor recebido',
    paidInFull: 'Paga integralmente',
    documentTitle: 'Recibo {number}',
    paymentFor: 'Pagamento da fatura {number} de {date}',
    paymentForUndated: 'Pagamento da fatura {number}',
    paymentForUnnumbered: 'Pagamento de uma fatura de {date}',
    paymentForAnInvoice: 'Pagamento de uma fatura',
  },
} satisfies Messages<typeof english>;

import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Spanish: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Detalles',
  pageNumber: 'Página {page} de {count}',
  paidMark: 'PAGADA',
  previewMark: 'VISTA PREVIA',
  creditsInvoice: 'Rectifica la factura',
  invoiceOfDate: '{number} del {date}',
  creditsInvoiceLine: 'Rectifica la factura {number} del {date}',
  creditsInvoiceLineUndated: 'Rectifica la factura {number}',
  acceptedBy: 'Aceptado por {name} el {date}',
  acceptedByUndated: 'Aceptado por {name}',
  taxBreakdown: { heading: 'Impuestos', rate: 'Tipo', base: 'Base', amount: 'Cuota' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# columna personalizada más está oculta} other {# columnas personalizadas más están ocultas}}',
  fullDescriptions: 'Descripciones completas de los conceptos',
  seeFullDescriptions: 'Ver descripciones completas de los conceptos ({reference})',
  itemHeading: 'Concepto {number}',
  logoOf: 'Logotipo de {seller}',
  logoOfSender: 'Logotipo del emisor',
  receipt: {
    receivedFrom: 'Recibido de',
    receiptNumber: 'N.º de recibo',
    paymentDate: 'Fecha de pago',
    method: 'Forma de pago',
    invoiceTotal: 'Total de la factura',
    amountReceived: 'Importe recibido',
    paidInFull: 'Pagada en su totalidad',
    documentTitle: 'Recibo {number}',
    paymentFor: 'Pago de la factura {number} del {date}',
    paymentForUndated: 'Pago de la factura {number}',
    paymentForUnnumbered: 'Pago de una factura del {date}',
    paymentForAnInvoice: 'Pago de una factura',
  },
} satisfies Messages<typeof english>;

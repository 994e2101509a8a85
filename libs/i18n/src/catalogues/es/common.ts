import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Spanish: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Factura',
    quote: 'Presupuesto',
    credit_note: 'Factura rectificativa',
    receipt: 'Recibo',
  },
  receiver: {
    invoice: 'Facturar a',
    quote: 'Preparado para',
    credit_note: 'Abonar a',
  },
  from: 'De',
  details: {
    number: 'Número',
    issueDate: 'Fecha de emisión',
    dueDate: 'Fecha de vencimiento',
    validUntil: 'Válido hasta',
    poNumber: 'N.º de pedido',
    paymentTerms: 'Condiciones de pago',
    deliveryDate: 'Fecha de entrega',
    buyerReference: 'Referencia del comprador',
  },
  columns: {
    description: 'Descripción',
    quantity: 'Cant.',
    rate: 'Precio',
    discount: 'Dto.',
    tax: 'Impuesto',
    amount: 'Importe',
  },
  totals: {
    subtotal: 'Subtotal',
    netAmount: 'Importe neto',
    discount: 'Descuento ({percent})',
    tax: 'Impuesto',
    rounding: 'Redondeo',
    grandTotal: {
      invoice: 'Total a pagar',
      quote: 'Total del presupuesto',
      credit_note: 'Total a abonar',
    },
    paid: 'Pagado',
    balanceDue: 'Saldo pendiente',
  },
  notes: 'Notas',
  items: '{count, plural, one {# concepto} other {# conceptos}}',
  payment: {
    heading: 'Pago',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Titular de la cuenta',
    reference: 'Referencia',
    scanToPay: 'Escanear para pagar',
    payNow: 'Pagar ahora',
  },
  taxNotes: {
    reverseCharge: 'Inversión del sujeto pasivo: el destinatario liquida el IVA.',
    pricesIncludeTax: 'Los precios incluyen impuestos.',
    vatNumber: 'NIF-IVA',
    registrationNumber: 'N.º de registro',
  },
  paymentMethod: {
    bank_transfer: 'Transferencia bancaria',
    card: 'Tarjeta',
    cash: 'Efectivo',
    cheque: 'Cheque',
    paypal: 'PayPal',
    other: 'Otro',
  },
} satisfies Messages<typeof english>;

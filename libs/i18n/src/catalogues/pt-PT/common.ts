import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Portuguese (Portugal): the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Fatura',
    quote: 'Orçamento',
    credit_note: 'Nota de crédito',
    receipt: 'Recibo',
  },
  receiver: {
    invoice: 'Faturar a',
    quote: 'Preparado para',
    credit_note: 'Crédito a',
  },
  from: 'De',
  details: {
    number: 'Número',
    issueDate: 'Data de emissão',
    dueDate: 'Data de vencimento',
    validUntil: 'Válido até',
    poNumber: 'N.º da encomenda',
    paymentTerms: 'Condições de pagamento',
    deliveryDate: 'Data de entrega',
    buyerReference: 'Referência do comprador',
  },
  columns: {
    description: 'Descrição',
    quantity: 'Qtd.',
    rate: 'Preço',
    discount: 'Desc.',
    tax: 'Imposto',
    amount: 'Valor',
  },
  totals: {
    subtotal: 'Subtotal',
    netAmount: 'Valor líquido',
    discount: 'Desconto ({percent})',
    tax: 'Imposto',
    rounding: 'Arredondamento',
    grandTotal: {
      invoice: 'Total a pagar',
      quote: 'Total do orçamento',
      credit_note: 'Total do crédito',
    },
    paid: 'Pago',
    balanceDue: 'Saldo em dívida',
  },
  notes: 'Observações',
  items: '{count, plural, one {# artigo} other {# artigos}}',
  payment: {
    heading: 'Pagamento',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Titular da conta',
    reference: 'Referência',
    scanToPay: 'Digitalize para pagar',
    payNow: 'Pagar agora',
  },
  taxNotes: {
    reverseCharge: 'Autoliquidação: o IVA é devido pelo adquirente.',
    pricesIncludeTax: 'Preços com impostos incluídos.',
    vatNumber: 'N.º de IVA',
    registrationNumber: 'N.º de registo',
  },
  paymentMethod: {
    bank_transfer: 'Transferência bancária',
    card: 'Cartão',
    cash: 'Numerário',
    cheque: 'Cheque',
    paypal: 'PayPal',
    other: 'Outro',
  },
} satisfies Messages<typeof english>;

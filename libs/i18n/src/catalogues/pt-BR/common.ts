import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Portuguese (Brazil): the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Fatura',
    quote: 'Orçamento',
    credit_note: 'Nota de crédito',
    receipt: 'Recibo',
  },
  receiver: {
    invoice: 'Faturar para',
    quote: 'Preparado para',
    credit_note: 'Crédito para',
  },
  from: 'De',
  details: {
    number: 'Número',
    issueDate: 'Data de emissão',
    dueDate: 'Data de vencimento',
    validUntil: 'Válido até',
    poNumber: 'Número do pedido',
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
    balanceDue: 'Saldo devedor',
  },
  notes: 'Observações',
  items: '{count, plural, one {# item} other {# itens}}',
  payment: {
    heading: 'Pagamento',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Titular da conta',
    reference: 'Referência',
    scanToPay: 'Escaneie para pagar',
    payNow: 'Pagar agora',
  },
  taxNotes: {
    reverseCharge: 'Autoliquidação: o destinatário recolhe o imposto.',
    pricesIncludeTax: 'Preços com impostos incluídos.',
    vatNumber: 'Nº de IVA',
    registrationNumber: 'Nº de registro',
  },
  paymentMethod: {
    bank_transfer: 'Transferência bancária',
    card: 'Cartão',
    cash: 'Dinheiro',
    cheque: 'Cheque',
    paypal: 'PayPal',
    other: 'Outro',
  },
} satisfies Messages<typeof english>;

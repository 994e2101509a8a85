import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Japanese: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: '請求書',
    quote: '見積書',
    credit_note: 'クレジットノート',
    receipt: '領収書',
  },
  receiver: {
    invoice: '請求先',
    quote: '見積先',
    credit_note: '返金先',
  },
  from: '発行元',
  details: {
    number: '番号',
    issueDate: '発行日',
    dueDate: '支払期限',
    validUntil: '有効期限',
    poNumber: '注文番号',
    paymentTerms: '支払条件',
    deliveryDate: '納品日',
    buyerReference: '購入者参照番号',
  },
  columns: {
    description: '品目',
    quantity: '数量',
    rate: '単価',
    discount: '値引',
    tax: '税',
    amount: '金額',
  },
  totals: {
    subtotal: '小計',
    netAmount: '税抜金額',
    discount: '値引 ({percent})',
    tax: '税',
    rounding: '端数調整',
    grandTotal: {
      invoice: 'ご請求金額',
      quote: 'お見積金額',
      credit_note: '返金合計',
    },
    paid: '入金済み',
    balanceDue: '未払残高',
  },
  notes: '備考',
  items: '{count, plural, other {#件}}',
  payment: {
    heading: 'お支払い',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: '口座名義',
    reference: '参照番号',
    scanToPay: 'スキャンして支払う',
    payNow: '今すぐ支払う',
  },
  taxNotes: {
    reverseCharge: 'リバースチャージ：受領者が付加価値税を申告します。',
    pricesIncludeTax: '価格は税込です。',
    vatNumber: 'VAT番号',
    registrationNumber: '登録番号',
  },
  paymentMethod: {
    bank_transfer: '銀行振込',
    card: 'カード',
    cash: '現金',
    cheque: '小切手',
    paypal: 'PayPal',
    other: 'その他',
  },
} satisfies Messages<typeof english>;

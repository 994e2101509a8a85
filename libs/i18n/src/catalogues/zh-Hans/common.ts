import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Simplified Chinese: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: '发票',
    quote: '报价单',
    credit_note: '贷项通知单',
    receipt: '收据',
  },
  receiver: {
    invoice: '收票方',
    quote: '报价对象',
    credit_note: '贷记对象',
  },
  from: '开具方',
  details: {
    number: '编号',
    issueDate: '开具日期',
    dueDate: '到期日',
    validUntil: '有效期至',
    poNumber: '采购订单号',
    paymentTerms: '付款条件',
    deliveryDate: '交货日期',
    buyerReference: '买方参考',
  },
  columns: {
    description: '描述',
    quantity: '数量',
    rate: '单价',
    discount: '折扣',
    tax: '税',
    amount: '金额',
  },
  totals: {
    subtotal: '小计',
    netAmount: '净额',
    discount: '折扣 ({percent})',
    tax: '税',
    rounding: '舍入',
    grandTotal: {
      invoice: '应付总额',
      quote: '报价总额',
      credit_note: '贷记总额',
    },
    paid: '已付',
    balanceDue: '应付余额',
  },
  notes: '备注',
  items: '{count, plural, other {# 项}}',
  payment: {
    heading: '付款',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: '账户名',
    reference: '付款参考',
    scanToPay: '扫码支付',
    payNow: '立即付款',
  },
  taxNotes: {
    reverseCharge: '反向征收：由收票方缴纳增值税。',
    pricesIncludeTax: '价格含税。',
    vatNumber: '增值税号',
    registrationNumber: '注册号',
  },
  paymentMethod: {
    bank_transfer: '银行转账',
    card: '银行卡',
    cash: '现金',
    cheque: '支票',
    paypal: 'PayPal',
    other: '其他',
  },
} satisfies Messages<typeof english>;

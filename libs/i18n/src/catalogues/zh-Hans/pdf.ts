import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Simplified Chinese: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: '详细信息',
  pageNumber: '第 {page} 页，共 {count} 页',
  paidMark: '已付款',
  previewMark: '预览',
  creditsInvoice: '冲减发票',
  invoiceOfDate: '{number}（{date}）',
  creditsInvoiceLine: '冲减发票 {number}（{date}）',
  creditsInvoiceLineUndated: '冲减发票 {number}',
  acceptedBy: '{name} 于 {date} 接受',
  acceptedByUndated: '{name} 已接受',
  taxBreakdown: { heading: '税额明细', rate: '税率', base: '计税金额', amount: '税额' },
  noTax: '—',
  hiddenColumns: '{count, plural, other {另有 # 个自定义列已隐藏}}',
  fullDescriptions: '项目完整说明',
  seeFullDescriptions: '见项目完整说明（{reference}）',
  itemHeading: '项目 {number}',
  logoOf: '{seller} 的标志',
  logoOfSender: '开票方标志',
  receipt: {
    receivedFrom: '付款人',
    receiptNumber: '收据编号',
    paymentDate: '付款日期',
    method: '付款方式',
    invoiceTotal: '发票总额',
    amountReceived: '实收金额',
    paidInFull: '已全额付款',
    documentTitle: '收据 {number}',
    paymentFor: '支付发票 {number}（{date}）',
    paymentForUndated: '支付发票 {number}',
    paymentForUnnumbered: '支付 {date} 的发票',
    paymentForAnInvoice: '支付发票',
  },
} satisfies Messages<typeof english>;

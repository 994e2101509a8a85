import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Japanese: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: '詳細',
  pageNumber: '{page}/{count}ページ',
  paidMark: '支払済',
  previewMark: 'プレビュー',
  creditsInvoice: '対象請求書',
  invoiceOfDate: '{number}（{date}発行）',
  creditsInvoiceLine: '対象請求書 {number}（{date}発行）',
  creditsInvoiceLineUndated: '対象請求書 {number}',
  acceptedBy: '{name}様が{date}に承諾',
  acceptedByUndated: '{name}様が承諾',
  taxBreakdown: { heading: '税率別内訳', rate: '税率', base: '対象額', amount: '税額' },
  noTax: '—',
  hiddenColumns: '{count, plural, other {ほかに#件のカスタム列が非表示です}}',
  fullDescriptions: '品目の詳細説明',
  seeFullDescriptions: '品目の詳細説明を参照（{reference}）',
  itemHeading: '品目 {number}',
  logoOf: '{seller}のロゴ',
  logoOfSender: '発行者のロゴ',
  receipt: {
    receivedFrom: '支払者',
    receiptNumber: '領収書番号',
    paymentDate: '支払日',
    method: '支払方法',
    invoiceTotal: '請求金額',
    amountReceived: '受領金額',
    paidInFull: '全額支払済',
    documentTitle: '領収書 {number}',
    paymentFor: '請求書 {number}（{date}発行）のお支払い',
    paymentForUndated: '請求書 {number} のお支払い',
    paymentForUnnumbered: '{date}発行の請求書のお支払い',
    paymentForAnInvoice: '請求書のお支払い',
  },
} satisfies Messages<typeof english>;

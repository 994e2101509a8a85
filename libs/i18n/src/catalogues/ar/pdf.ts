import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Arabic: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'التفاصيل',
  pageNumber: 'صفحة {page} من {count}',
  paidMark: 'مدفوعة',
  previewMark: 'معاينة',
  creditsInvoice: 'إشعار دائن للفاتورة',
  invoiceOfDate: '{number} بتاريخ {date}',
  creditsInvoiceLine: 'إشعار دائن للفاتورة {number} بتاريخ {date}',
  creditsInvoiceLineUndated: 'إشعار دائن للفاتورة {number}',
  acceptedBy: 'قبله {name} في {date}',
  acceptedByUndated: 'قبله {name}',
  taxBreakdown: {
    heading: 'تفصيل الضريبة',
    rate: 'النسبة',
    base: 'المبلغ الخاضع للضريبة',
    amount: 'الضريبة',
  },
  noTax: '—',
  hiddenColumns:
    '{count, plural, zero {لا أعمدة مخصصة مخفية} one {عمود مخصص واحد آخر مخفي} two {عمودان مخصصان آخران مخفيان} few {# أعمدة مخصصة أخرى مخفية} many {# عمودًا مخصصًا آخر مخفي} other {# عمود مخصص آخر مخفي}}',
  fullDescriptions: 'الأوصاف الكاملة للبنود',
  seeFullDescriptions: 'انظر الأوصاف الكاملة للبنود ({reference})',
  itemHeading: 'البند {number}',
  logoOf: 'شعار {seller}',
  logoOfSender: 'شعار المرسل',
  receipt: {
    receivedFrom: 'استلمنا من',
    receiptNumber: 'رقم الإيصال',
    paymentDate: 'تاريخ الدفع',
    method: 'طريقة الدفع',
    invoiceTotal: 'إجمالي الفاتورة',
    amountReceived: 'المبلغ المستلم',
    paidInFull: 'مدفوعة بالكامل',
    documentTitle: 'إيصال {number}',
    paymentFor: 'دفعة عن الفاتورة {number} بتاريخ {date}',
    paymentForUndated: 'دفعة عن الفاتورة {number}',
    paymentForUnnumbered: 'دفعة عن فاتورة بتاريخ {date}',
    paymentForAnInvoice: 'دفعة عن فاتورة',
  },
} satisfies Messages<typeof english>;

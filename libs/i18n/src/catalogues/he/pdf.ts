import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Hebrew: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'פרטים',
  pageNumber: 'עמוד {page} מתוך {count}',
  paidMark: 'שולם',
  previewMark: 'תצוגה מקדימה',
  creditsInvoice: 'זיכוי לחשבונית',
  invoiceOfDate: '{number} מתאריך {date}',
  creditsInvoiceLine: 'זיכוי לחשבונית {number} מתאריך {date}',
  creditsInvoiceLineUndated: 'זיכוי לחשבונית {number}',
  acceptedBy: 'אושר על ידי {name} בתאריך {date}',
  acceptedByUndated: 'אושר על ידי {name}',
  taxBreakdown: { heading: 'פירוט מס', rate: 'שיעור', base: 'סכום חייב', amount: 'מס' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {עמודה מותאמת אחת נוספת מוסתרת} two {שתי עמודות מותאמות נוספות מוסתרות} other {# עמודות מותאמות נוספות מוסתרות}}',
  fullDescriptions: 'תיאורי פריטים מלאים',
  seeFullDescriptions: 'ראו תיאורי פריטים מלאים ({reference})',
  itemHeading: 'פריט {number}',
  logoOf: 'הלוגו של {seller}',
  logoOfSender: 'הלוגו של השולח',
  receipt: {
    receivedFrom: 'התקבל מאת',
    receiptNumber: 'מס׳ קבלה',
    paymentDate: 'תאריך תשלום',
    method: 'אמצעי תשלום',
    invoiceTotal: 'סכום החשבונית',
    amountReceived: 'הסכום שהתקבל',
    paidInFull: 'שולם במלואו',
    documentTitle: 'קבלה {number}',
    paymentFor: 'תשלום עבור חשבונית {number} מתאריך {date}',
    paymentForUndated: 'תשלום עבור חשבונית {number}',
    paymentForUnnumbered: 'תשלום עבור חשבונית מתאריך {date}',
    paymentForAnInvoice: 'תשלום עבור חשבונית',
  },
} satisfies Messages<typeof english>;

import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Hebrew: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'חשבונית',
    quote: 'הצעת מחיר',
    credit_note: 'חשבונית זיכוי',
    receipt: 'קבלה',
  },
  receiver: {
    invoice: 'לכבוד',
    quote: 'הוכן עבור',
    credit_note: 'זיכוי עבור',
  },
  from: 'מאת',
  details: {
    number: 'מספר',
    issueDate: 'תאריך הפקה',
    dueDate: 'מועד תשלום',
    validUntil: 'בתוקף עד',
    poNumber: 'מספר הזמנה',
    paymentTerms: 'תנאי תשלום',
    deliveryDate: 'תאריך אספקה',
    buyerReference: 'אסמכתת הקונה',
  },
  columns: {
    description: 'תיאור',
    quantity: 'כמות',
    rate: 'מחיר',
    discount: 'הנחה',
    tax: 'מס',
    amount: 'סכום',
  },
  totals: {
    subtotal: 'סכום ביניים',
    netAmount: 'סכום נטו',
    discount: 'הנחה ({percent})',
    tax: 'מס',
    rounding: 'עיגול',
    grandTotal: {
      invoice: 'סה״כ לתשלום',
      quote: 'סה״כ הצעה',
      credit_note: 'סה״כ זיכוי',
    },
    paid: 'שולם',
    balanceDue: 'יתרה לתשלום',
  },
  notes: 'הערות',
  items: '{count, plural, one {פריט אחד} two {שני פריטים} other {# פריטים}}',
  payment: {
    heading: 'תשלום',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'שם בעל החשבון',
    reference: 'אסמכתה',
    scanToPay: 'סרקו לתשלום',
    payNow: 'לתשלום עכשיו',
  },
  taxNotes: {
    reverseCharge: 'חיוב הפוך: המקבל מדווח על המע״מ.',
    pricesIncludeTax: 'המחירים כוללים מס.',
    vatNumber: 'מס׳ עוסק',
    registrationNumber: 'מס׳ רישום',
  },
  paymentMethod: {
    bank_transfer: 'העברה בנקאית',
    card: 'כרטיס אשראי',
    cash: 'מזומן',
    cheque: 'צ׳ק',
    paypal: 'PayPal',
    other: 'אחר',
  },
} satisfies Messages<typeof english>;

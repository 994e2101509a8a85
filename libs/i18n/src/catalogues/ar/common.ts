import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Arabic: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'فاتورة',
    quote: 'عرض سعر',
    credit_note: 'إشعار دائن',
    receipt: 'إيصال',
  },
  receiver: {
    invoice: 'فاتورة إلى',
    quote: 'مُعَدّ لـ',
    credit_note: 'إشعار دائن إلى',
  },
  from: 'من',
  details: {
    number: 'الرقم',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    validUntil: 'صالح حتى',
    poNumber: 'رقم أمر الشراء',
    paymentTerms: 'شروط الدفع',
    deliveryDate: 'تاريخ التسليم',
    buyerReference: 'مرجع المشتري',
  },
  columns: {
    description: 'الوصف',
    quantity: 'الكمية',
    rate: 'السعر',
    discount: 'الخصم',
    tax: 'الضريبة',
    amount: 'المبلغ',
  },
  totals: {
    subtotal: 'المجموع الفرعي',
    netAmount: 'المبلغ الصافي',
    discount: 'الخصم ({percent})',
    tax: 'الضريبة',
    rounding: 'التقريب',
    grandTotal: {
      invoice: 'المبلغ المستحق',
      quote: 'إجمالي العرض',
      credit_note: 'إجمالي الإشعار الدائن',
    },
    paid: 'المدفوع',
    balanceDue: 'الرصيد المستحق',
  },
  notes: 'ملاحظات',
  items:
    '{count, plural, zero {لا بنود} one {بند واحد} two {بندان} few {# بنود} many {# بندًا} other {# بند}}',
  payment: {
    heading: 'الدفع',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'اسم صاحب الحساب',
    reference: 'المرجع',
    scanToPay: 'امسح للدفع',
    payNow: 'ادفع الآن',
  },
  taxNotes: {
    reverseCharge: 'احتساب عكسي: يتحمل المستلم ضريبة القيمة المضافة.',
    pricesIncludeTax: 'الأسعار شاملة الضريبة.',
    vatNumber: 'الرقم الضريبي',
    registrationNumber: 'رقم السجل التجاري',
  },
  paymentMethod: {
    bank_transfer: 'تحويل بنكي',
    card: 'بطاقة',
    cash: 'نقدًا',
    cheque: 'شيك',
    paypal: 'PayPal',
    other: 'أخرى',
  },
} satisfies Messages<typeof english>;

import type { PaymentMethod } from './payment-balance';

/** How a receipt, a mail or a page names each payment method. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  paypal: 'PayPal',
  other: 'Other',
};

/** The label of a stored method; undefined for a string that is none of PAYMENT_METHODS. */
export function paymentMethodLabel(method: string): string | undefined {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method)
    ? PAYMENT_METHOD_LABELS[method as PaymentMethod]
    : undefined;
}

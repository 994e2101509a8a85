import { PAYMENT_METHODS, type PaymentMethod } from '@paydraft/invoice-core';

const LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  paypal: 'PayPal',
  other: 'Other',
};

/** A method's human label; an unknown one (a newer service) shows as it came. */
export const paymentMethodLabel = (method: string): string => LABELS[method as PaymentMethod] ?? method;

/** The method select's options, in invoice-core's order. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: LABELS[value] }));

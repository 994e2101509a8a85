import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentMethodLabel as labelOf,
} from '@paydraft/invoice-core';

/** A method's label, the receipt's and the mail's words (invoice-core); an unknown one shows as it came. */
export const paymentMethodLabel = (method: string): string => labelOf(method) ?? method;

/** The method select's options, in invoice-core's order. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

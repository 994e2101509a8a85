import { ENGLISH_LABELS, type LabelLocale } from '@paydraft/i18n';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-balance';

/** How a receipt, a mail or a page names each payment method, in English (the page's language). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method, methodLabel(method, ENGLISH_LABELS)]),
) as Record<PaymentMethod, string>;

/** The English label of a stored method; undefined for a string that is none of PAYMENT_METHODS. */
export function paymentMethodLabel(method: string): string | undefined {
  return paymentMethodLabelIn(method, ENGLISH_LABELS);
}

/**
 * The label of a stored method in a language (a receipt's, a client's mail); undefined for a string
 * that is none of PAYMENT_METHODS. A function of its own rather than a second parameter of
 * paymentMethodLabel, so that `methods.map(paymentMethodLabel)` keeps reading English.
 */
export function paymentMethodLabelIn(method: string, locale: LabelLocale): string | undefined {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method)
    ? methodLabel(method as PaymentMethod, locale)
    : undefined;
}

function methodLabel(method: PaymentMethod, { t }: LabelLocale): string {
  return t(`common:paymentMethod.${method}`);
}

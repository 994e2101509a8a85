import { Decimal } from 'decimal.js';
import type { PublicDocument } from '../api/publicViewApi';
import type { PublicLocale } from './locale';
import { money } from './money';

const isDecimal = (value: string | undefined): value is string => !!value && /^-?\d+(\.\d+)?$/.test(value);

/** Paid in full: the invoice's status, or a balance of 0 after payments. */
export function isPaidInvoice(document: PublicDocument): boolean {
  if (document.document_type !== 'invoice') return false;
  if (document.status === 'paid') return true;
  return (
    isDecimal(document.balance_due) &&
    isDecimal(document.amount_paid) &&
    new Decimal(document.balance_due).isZero() &&
    new Decimal(document.amount_paid).greaterThan(0)
  );
}

/** Amount paid and Balance due, shown once something but not all is paid. */
export function partPaidRows(document: PublicDocument, locale: PublicLocale): Array<[string, string]> {
  const { amount_paid: paid, balance_due: balance } = document;
  if (document.document_type !== 'invoice' || !isDecimal(paid) || !isDecimal(balance)) return [];
  if (!new Decimal(paid).greaterThan(0) || new Decimal(balance).isZero()) return [];
  return [
    [locale.t('publicView:amountPaid'), money(paid, document.currency, locale)],
    [locale.t('common:totals.balanceDue'), money(balance, document.currency, locale)],
  ];
}

/** 'Pay now · €80.00', 'Jetzt bezahlen · 80,00 €': the button's words, with what it charges. */
export const payNowLabel = (payNow: { amount: string; currency: string }, locale: PublicLocale) =>
  locale.t('publicView:payNow', { amount: money(payNow.amount, payNow.currency, locale) });

/** Where Checkout sent the client back: `?payment=success` or `?payment=cancelled`; anything else is none. */
export type PaymentReturn = 'success' | 'cancelled' | null;

export const paymentReturnOf = (value: string | null): PaymentReturn =>
  value === 'success' || value === 'cancelled' ? value : null;

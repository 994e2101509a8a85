import { currencyDigits } from '../currency/currencies';
import { MoneyDecimal } from '../money/money-decimal';

/** How a payment was made; `card` is also what the pay-now flow records. */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'cheque', 'paypal', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentBalance = {
  /** The payments' sum (refund adjustments subtract), in the currency's digits. */
  amountPaid: string;
  /** What is left of the total, never below 0. */
  balanceDue: string;
};

/**
 * An invoice's paid amount and balance from its total and its payments' amounts (decimal strings), in
 * the currency's minor digits. A balance below 0 (an overpayment) answers 0: the excess is a credit note.
 */
export function paymentBalance(total: string, amounts: readonly string[], currency: string): PaymentBalance {
  const digits = currencyDigits(currency);
  const paid = amounts.reduce((sum, amount) => sum.plus(amount), new MoneyDecimal(0));
  const left = new MoneyDecimal(total).minus(paid);
  return {
    amountPaid: paid.toFixed(digits),
    balanceDue: (left.isNegative() ? new MoneyDecimal(0) : left).toFixed(digits),
  };
}

/** The statuses the money decides; the others (draft, sent, viewed, cancelled, completed) are the owner's. */
export type PaymentStatusInput = {
  status: string;
  /** The status before the first payment, where a balance back to the total returns. */
  unpaidStatus: string;
  total: string;
  amountPaid: string;
  /** YYYY-MM-DD, or empty. */
  dueDate: string;
  /** YYYY-MM-DD. */
  today: string;
};

/**
 * The invoice's status once its payments changed: paid with no balance, overdue with a balance past
 * its due date, partially_paid with some paid, else the status it had before any payment. A cancelled
 * or completed invoice keeps its status (the owner closed it).
 */
export function statusAfterPayments(input: PaymentStatusInput): string {
  if (input.status === 'cancelled' || input.status === 'completed') return input.status;
  const paid = new MoneyDecimal(input.amountPaid);
  const total = new MoneyDecimal(input.total);
  if (total.greaterThan(0) && paid.greaterThanOrEqualTo(total)) return 'paid';
  if (isPastDue(input.dueDate, input.today) && input.unpaidStatus !== 'draft') return 'overdue';
  if (paid.greaterThan(0)) return 'partially_paid';
  return input.unpaidStatus;
}

/** Due dates are calendar days: an invoice is overdue from the day after its due date. */
export const isPastDue = (dueDate: string, today: string) => dueDate !== '' && dueDate < today;

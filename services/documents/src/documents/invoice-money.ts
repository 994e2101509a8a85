import { isPastDue } from '@paydraft/invoice-core';
import { owedWithoutPayments } from '../payments/invoice-money';
import type { StoredDocument } from './document.schema';
import { OUTSTANDING_INVOICE_STATUSES } from './statuses';

/** What the money rules read of an invoice (the store's document, or a projection of it). */
export type InvoiceMoney = Pick<StoredDocument, 'status' | 'currency' | 'totalAmount' | 'dueOrExpiryDate'> & {
  type?: string;
  balanceDue?: string | null;
};

/**
 * What is left to pay: the balance kept with the payments (payments/), or, for an invoice saved before
 * payments existed, what the document's answer says of it (its total, nothing when marked paid).
 */
export const balanceOf = (invoice: InvoiceMoney): string =>
  invoice.balanceDue || owedWithoutPayments(invoice.status, invoice.totalAmount || '0');

/** An invoice asked for money that is not all paid: sent (or seen, partly paid, overdue) with a balance. */
export function isUnpaid(invoice: InvoiceMoney): boolean {
  return (
    (invoice.type ?? 'invoice') === 'invoice' &&
    OUTSTANDING_INVOICE_STATUSES.includes(invoice.status) &&
    isPositive(balanceOf(invoice))
  );
}

/** A decimal string above 0, read exactly without parsing it: no minus sign, and a digit other than 0. */
const isPositive = (amount: string) => !amount.trimStart().startsWith('-') && /[1-9]/.test(amount);

/** An unpaid invoice past its due date (`today` is YYYY-MM-DD, UTC), or one the sweep marked overdue. */
export function isOverdue(invoice: InvoiceMoney, today: string): boolean {
  return isUnpaid(invoice) && (invoice.status === 'overdue' || isPastDue(invoice.dueOrExpiryDate, today));
}

/** The history's money filters (ListDocumentsRequest.payment). */
export const PAYMENT_FILTERS = ['unpaid', 'overdue'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const isPaymentFilter = (value: string): value is PaymentFilter =>
  (PAYMENT_FILTERS as readonly string[]).includes(value);

import { ServiceErrorReasons } from '@paydraft/contracts';
import { paymentBalance, statusAfterPayments } from '@paydraft/invoice-core';
import { ServiceException } from '@paydraft/nest-kit';
import type { StoredDocument } from '../documents/document.schema';

/** Statuses the money sets; the status an invoice had before any payment is never one of them. */
const MONEY_STATUSES = ['partially_paid', 'paid', 'overdue'];

/** The fields the store keeps from an invoice's payments (so lists sort and filter without summing). */
export type StoredMoney = {
  amountPaid: string;
  balanceDue: string;
  status: string;
  unpaidStatus: string;
};

type Payable = Pick<StoredDocument, 'status' | 'totalAmount' | 'currency'> & {
  unpaidStatus?: string | null;
  dueOrExpiryDate?: string | null;
};

/**
 * Where a balance back to the total returns: the status kept before the first payment, else the
 * current one unless the money set it (then 'sent': an invoice that took money was issued).
 */
export function unpaidStatusOf(invoice: Pick<Payable, 'status' | 'unpaidStatus'>): string {
  if (invoice.unpaidStatus) return invoice.unpaidStatus;
  return MONEY_STATUSES.includes(invoice.status) ? 'sent' : invoice.status;
}

/** The invoice's paid amount, balance and status once its payments are `amounts` (today: YYYY-MM-DD). */
export function moneyAfterPayments(invoice: Payable, amounts: readonly string[], today: string): StoredMoney {
  const unpaidStatus = unpaidStatusOf(invoice);
  const balance = paymentBalance(invoice.totalAmount, amounts, invoice.currency);
  const status = statusAfterPayments({
    status: invoice.status,
    unpaidStatus,
    total: invoice.totalAmount,
    amountPaid: balance.amountPaid,
    dueDate: invoice.dueOrExpiryDate ?? '',
    today,
  });
  return { ...balance, status, unpaidStatus };
}

type Balance = { amountPaid: string; balanceDue: string };

/**
 * The balance of an invoice without payments: its total, or nothing when the owner marked it paid by
 * hand (paid outside Paydraft, or before payments existed): such an invoice owes nothing, and no list,
 * total or pay-now button may say otherwise.
 */
export function balanceWithoutPayments(status: string, total: string, currency: string): Balance {
  const balance = paymentBalance(total, [], currency);
  return {
    ...balance,
    balanceDue: paymentBalance(owedWithoutPayments(status, total), [], currency).balanceDue,
  };
}

/** balanceWithoutPayments' rule as it stands, unformatted: cheap enough for every document of a list. */
export const owedWithoutPayments = (status: string, total: string): string =>
  status === 'paid' ? '0' : total;

/** The paid amount and balance of an invoice as stored, or, saved before payments existed, computed. */
export function storedBalance(document: StoredDocument): Balance {
  if (document.amountPaid && document.balanceDue) {
    return { amountPaid: document.amountPaid, balanceDue: document.balanceDue };
  }
  const amounts = (document.payments ?? []).map((payment) => payment.amount);
  if (amounts.length === 0)
    return balanceWithoutPayments(document.status, document.totalAmount, document.currency);
  return paymentBalance(document.totalAmount, amounts, document.currency);
}

/** What the payments leave of the total: what an owner's payment may cover (a paid-by-hand invoice: its total). */
export function paymentsBalance(document: StoredDocument): Balance {
  const amounts = (document.payments ?? []).map((payment) => payment.amount);
  return paymentBalance(document.totalAmount, amounts, document.currency);
}

type SavedInvoice = { status: string; totalAmount: string; currency: string; dueOrExpiryDate: string };

/**
 * What an owner's save of an invoice writes of its money: the balance of the new total, and, once it
 * has payments, the status they decide (the owner's status when it is not one the money sets becomes
 * the one to return to). Without payments the owner's status stands, as before payments existed. An
 * invoice with payments keeps its currency: they were made in it.
 */
export function moneyOnSave(
  before: StoredDocument,
  saved: SavedInvoice,
  today: string,
): Partial<StoredMoney> {
  const amounts = (before.payments ?? []).map((payment) => payment.amount);
  if (amounts.length === 0) return balanceWithoutPayments(saved.status, saved.totalAmount, saved.currency);
  if (saved.currency !== before.currency) {
    throw new ServiceException(
      ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
      `An invoice with payments stays in ${before.currency}: delete its payments to change the currency`,
    );
  }
  const unpaidStatus = MONEY_STATUSES.includes(saved.status) ? unpaidStatusOf(before) : saved.status;
  return moneyAfterPayments({ ...saved, unpaidStatus }, amounts, today);
}

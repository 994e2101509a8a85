import type { PaymentMethod } from '@paydraft/invoice-core';
import { Decimal } from 'decimal.js';
import type { PaidInvoice, RecordPaymentInput } from '../api/paymentsApi';

/** What the 'Record payment' dialog holds while the owner fills it in. */
export type PaymentDraft = {
  amount: string;
  /** YYYY-MM-DD. */
  date: string;
  method: PaymentMethod;
  reference: string;
  note: string;
  overpayment: boolean;
  sendReceipt: boolean;
  receiptEmail: string;
};

const isAmount = (text: string) => /^\d+(\.\d+)?$/.test(text.trim());

/** The dialog's start: the balance due, today, a bank transfer, no receipt yet but the client's address ready. */
export function newPaymentDraft(
  invoice: Pick<PaidInvoice, 'balance_due'>,
  email: string,
  today: string,
): PaymentDraft {
  const balance = invoice.balance_due;
  return {
    amount: isAmount(balance) && new Decimal(balance).greaterThan(0) ? balance : '',
    date: today,
    method: 'bank_transfer',
    reference: '',
    note: '',
    overpayment: false,
    sendReceipt: false,
    receiptEmail: email,
  };
}

/** True when the typed amount is a number above the balance: only then is an overpayment offered. */
export function isAboveBalance(amount: string, balance: string): boolean {
  return isAmount(amount) && isAmount(balance) && new Decimal(amount.trim()).greaterThan(balance);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What stops the draft from being sent, field by field (the server checks again). */
export function draftProblems(
  draft: PaymentDraft,
  balance: string,
): Partial<Record<keyof PaymentDraft, string>> {
  const problems: Partial<Record<keyof PaymentDraft, string>> = {};
  if (!isAmount(draft.amount) || new Decimal(draft.amount.trim()).isZero())
    problems.amount = 'Enter an amount above 0, such as 80 or 80.50';
  else if (isAboveBalance(draft.amount, balance) && !draft.overpayment)
    problems.amount = 'This is more than the balance due: lower it, or record the excess as an overpayment';
  if (!draft.date) problems.date = 'Enter the day the money arrived';
  if (draft.sendReceipt && !EMAIL.test(draft.receiptEmail.trim()))
    problems.receiptEmail = "Enter the client's email address";
  return problems;
}

/** The request body; the overpayment flag only when the amount is above the balance. */
export function paymentBodyOf(draft: PaymentDraft, currency: string, balance: string): RecordPaymentInput {
  const above = isAboveBalance(draft.amount, balance);
  return {
    amount: draft.amount.trim(),
    currency,
    date: draft.date,
    method: draft.method,
    reference: draft.reference.trim(),
    note: draft.note.trim(),
    ...(above && draft.overpayment ? { overpayment: true } : {}),
    ...(draft.sendReceipt ? { send_receipt: true, receipt_email: draft.receiptEmail.trim() } : {}),
  };
}

/** The address a receipt goes to first: the client's record, else the buyer's email on the invoice. */
export const receiptEmailOf = (clientEmail: string | undefined, invoice: Pick<PaidInvoice, 'buyer'>) =>
  (clientEmail ?? '').trim() || (invoice.buyer?.email ?? '').trim();

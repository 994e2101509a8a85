import type { Document, Payment } from '@paydraft/contracts';

/** A payment of an invoice in the API's names (amounts decimal text in the invoice's currency). */
export const paymentAnswer = (payment: Payment | undefined) => ({
  id: payment?.id ?? '',
  amount: payment?.amount ?? '0',
  currency: payment?.currency ?? '',
  date: payment?.date ?? '',
  method: payment?.method ?? '',
  reference: payment?.reference ?? '',
  note: payment?.note ?? '',
  source: payment?.source ?? '',
  needs_review: payment?.needsReview ?? false,
  recorded_at: payment?.recordedAt ?? '',
});

/**
 * The owner's view of an invoice's money: its payments, oldest first, what they add up to and what is
 * left. Other documents take no payment: no payments, and null amounts. Never in the public answer.
 */
export const paymentsAnswer = (document: Document | undefined) => ({
  payments: (document?.payments ?? []).map(paymentAnswer),
  amount_paid: document?.amountPaid || null,
  balance_due: document?.balanceDue || null,
});

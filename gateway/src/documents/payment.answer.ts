import type { Document, Payment } from '@paydraft/contracts';
import { z } from 'zod';

/** What paymentAnswer returns. */
export const paymentAnswerSchema = z
  .object({
    id: z.string(),
    amount: z.string(),
    currency: z.string(),
    date: z.string(),
    method: z.string(),
    reference: z.string(),
    note: z.string(),
    source: z.string(),
    needs_review: z.boolean(),
    recorded_at: z.string(),
  })
  .meta({ id: 'Payment' });

/** What paymentsAnswer returns: amount_paid and balance_due null on quotes and credit notes. */
export const paymentsAnswerSchema = z.object({
  payments: z.array(paymentAnswerSchema),
  amount_paid: z.string().nullable(),
  balance_due: z.string().nullable(),
});

/** A payment of an invoice in the API's names (amounts decimal text in the invoice's currency). */
export const paymentAnswer = (payment: Payment | undefined): z.output<typeof paymentAnswerSchema> => ({
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
export const paymentsAnswer = (document: Document | undefined): z.output<typeof paymentsAnswerSchema> => ({
  payments: (document?.payments ?? []).map(paymentAnswer),
  amount_paid: document?.amountPaid || null,
  balance_due: document?.balanceDue || null,
});

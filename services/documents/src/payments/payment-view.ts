import type { MessageInitShape } from '@bufbuild/protobuf';
import type { PaymentSchema } from '@paydraft/contracts';
import type { PaymentEntry } from './payment-rules';

/** A stored payment in the contract's shape (its Stripe ids stay in the store). */
export const paymentView = (payment: PaymentEntry): MessageInitShape<typeof PaymentSchema> => ({
  id: payment.id,
  amount: payment.amount,
  currency: payment.currency,
  date: payment.date,
  method: payment.method,
  reference: payment.reference,
  note: payment.note,
  source: payment.source,
  needsReview: payment.needsReview,
  recordedAt: new Date(payment.recordedAt).toISOString(),
});

import type { StoredDocument } from '../documents/document.schema';
import type { PaymentEntry } from './payment-rules';

/** The invoice's payments as stored entries (a lean read may leave optional fields out). */
export const paymentsOf = (invoice: StoredDocument): PaymentEntry[] =>
  (invoice.payments ?? []).map((payment) => ({
    id: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    date: payment.date,
    method: payment.method,
    reference: payment.reference ?? '',
    note: payment.note ?? '',
    source: payment.source === 'stripe' ? 'stripe' : 'manual',
    ...(payment.checkoutSessionId ? { checkoutSessionId: payment.checkoutSessionId } : {}),
    ...(payment.paymentIntentId ? { paymentIntentId: payment.paymentIntentId } : {}),
    ...(payment.stripeEventId ? { stripeEventId: payment.stripeEventId } : {}),
    needsReview: payment.needsReview ?? false,
    recordedAt: payment.recordedAt,
  }));

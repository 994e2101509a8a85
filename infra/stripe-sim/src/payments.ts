import type { Charge, StripeObject } from './sim-types';
import type { SimStore } from './sim-store';

/**
 * A succeeded PaymentIntent and its charge (events: payment_intent.succeeded, charge.succeeded); on a
 * connected account (`account`, a direct charge) with the platform's application fee, if any.
 */
export function pay(
  store: SimStore,
  input: {
    customer: string | null;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    applicationFeeAmount?: number;
    account?: string;
  },
) {
  const intentId = store.id('pi');
  const charge: Charge = {
    id: store.id('ch'),
    object: 'charge',
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    captured: true,
    created: store.now(),
    currency: input.currency,
    customer: input.customer,
    livemode: false,
    metadata: input.metadata,
    paid: true,
    payment_intent: intentId,
    refunded: false,
    status: 'succeeded',
  };
  const intent: StripeObject = {
    id: intentId,
    object: 'payment_intent',
    amount: input.amount,
    amount_received: input.amount,
    created: store.now(),
    currency: input.currency,
    customer: input.customer,
    latest_charge: charge.id,
    livemode: false,
    metadata: input.metadata,
    status: 'succeeded',
    ...(input.applicationFeeAmount !== undefined && { application_fee_amount: input.applicationFeeAmount }),
  };
  store.charges.set(charge.id, charge);
  store.paymentIntents.set(intent.id, intent);
  store.placeOn(input.account, intent.id, charge.id);
  store.emit('payment_intent.succeeded', intent);
  store.emit('charge.succeeded', charge);
  return { intent, charge };
}

/** Refunds a charge (all of what is left unless `amount`): charge.refunded, as Stripe sends it. */
export function refund(store: SimStore, charge: Charge, amount?: number): StripeObject {
  const left = charge.amount - charge.amount_refunded;
  const refunded = Math.min(amount ?? left, left);
  charge.amount_refunded += refunded;
  charge.refunded = charge.amount_refunded >= charge.amount;
  const record: StripeObject = {
    id: store.id('re'),
    object: 'refund',
    amount: refunded,
    charge: charge.id,
    created: store.now(),
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    status: 'succeeded',
  };
  store.refunds.set(record.id, record);
  store.placeOn(store.accountOf(charge.id), record.id);
  store.emit('charge.refunded', charge, { amount_refunded: charge.amount_refunded - refunded });
  return record;
}

import { chargeSucceeds } from './cards';
import { pay } from './payments';
import { addMonth, DAY_SECONDS, type SimStore } from './sim-store';
import type { Price, StripeObject, Subscription } from './sim-types';

/** How long Stripe keeps retrying a failed renewal before it cancels (its default smart retries: 2 weeks). */
const RETRY_WINDOW_SECONDS = 14 * DAY_SECONDS;

const itemOf = (subscription: Subscription) => subscription.items.data[0];

/** A subscription from a completed checkout: trialing when it has trial days, else paid for its first month. */
export function startSubscription(
  store: SimStore,
  input: { customer: string; price: Price; trialDays: number; metadata: Record<string, string> },
): Subscription {
  const now = store.now();
  const trialEnd = input.trialDays > 0 ? now + input.trialDays * DAY_SECONDS : null;
  const id = store.id('sub');
  const subscription: Subscription = {
    id,
    object: 'subscription',
    customer: input.customer,
    status: trialEnd ? 'trialing' : 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: now,
    start_date: now,
    currency: input.price.currency,
    livemode: false,
    metadata: input.metadata,
    trial_start: trialEnd ? now : null,
    trial_end: trialEnd,
    latest_invoice: null,
    items: {
      object: 'list',
      data: [
        {
          id: store.id('si'),
          object: 'subscription_item',
          created: now,
          quantity: 1,
          subscription: id,
          price: input.price,
          current_period_start: now,
          current_period_end: trialEnd ?? addMonth(now),
        },
      ],
    },
  };
  store.subscriptions.set(id, subscription);
  store.emit('customer.subscription.created', subscription);
  // The first invoice: 0 during a trial, the month's price otherwise (checkout only completes when paid).
  invoice(store, subscription, trialEnd ? 0 : input.price.unit_amount, 'subscription_create', true);
  return subscription;
}

/** Settles one invoice of the subscription: invoice.paid, or invoice.payment_failed. */
function invoice(store: SimStore, subscription: Subscription, amount: number, reason: string, paid: boolean) {
  const id = store.id('in');
  if (paid && amount > 0) {
    const { intent } = pay(store, { customer: subscription.customer, amount, currency: 'usd', metadata: {} });
    recordInvoicePayment(store, id, intent);
  }
  const record: StripeObject = {
    id,
    object: 'invoice',
    customer: subscription.customer,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    billing_reason: reason,
    created: store.now(),
    currency: 'usd',
    livemode: false,
    status: paid ? 'paid' : 'open',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
  store.invoices.set(record.id, record);
  subscription.latest_invoice = record.id;
  store.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', record);
}

/** The invoice_payment that links a paid invoice to its PaymentIntent (what a refund names). */
function recordInvoicePayment(store: SimStore, invoiceId: string, intent: StripeObject) {
  const payment: StripeObject = {
    id: store.id('inpay'),
    object: 'invoice_payment',
    amount_paid: intent.amount,
    amount_requested: intent.amount,
    created: store.now(),
    currency: intent.currency,
    invoice: invoiceId,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: store.now() },
  };
  store.invoicePayments.set(payment.id, payment);
}

/** The portal's cancel (true) and resume (false). */
export function setCancelAtPeriodEnd(store: SimStore, subscription: Subscription, cancel: boolean) {
  const previous = { cancel_at_period_end: subscription.cancel_at_period_end };
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? itemOf(subscription).current_period_end : null;
  subscription.canceled_at = cancel ? store.now() : null;
  store.emit('customer.subscription.updated', subscription, previous);
}

/** Ends the subscription now (API cancel, period end after a cancel, or retries run out). */
export function endSubscription(store: SimStore, subscription: Subscription) {
  subscription.status = 'canceled';
  subscription.ended_at = store.now();
  subscription.canceled_at ??= store.now();
  store.retryUntil.delete(subscription.id);
  store.emit('customer.subscription.deleted', subscription);
}

/** Moves the clock and does what Stripe would have done meanwhile: trial ends, renewals, cancellations. */
export function advanceClock(store: SimStore, seconds: number) {
  store.moveClock(seconds);
  for (const subscription of store.subscriptions.values()) {
    while (subscription.status !== 'canceled' && dueAt(store, subscription) <= store.now()) {
      settlePeriodEnd(store, subscription);
    }
  }
}

/** When the subscription next needs Stripe: its period end, or the end of the retries when past due. */
function dueAt(store: SimStore, subscription: Subscription): number {
  if (subscription.status === 'past_due') return store.retryUntil.get(subscription.id) ?? Infinity;
  return itemOf(subscription).current_period_end;
}

function settlePeriodEnd(store: SimStore, subscription: Subscription) {
  if (subscription.cancel_at_period_end || subscription.status === 'past_due') {
    return endSubscription(store, subscription);
  }
  const item = itemOf(subscription);
  const previous = { status: subscription.status, current_period_end: item.current_period_end };
  const paid = chargeSucceeds(store.cards.get(subscription.customer) ?? '');
  item.current_period_start = item.current_period_end;
  item.current_period_end = addMonth(item.current_period_end);
  subscription.status = paid ? 'active' : 'past_due';
  if (!paid) store.retryUntil.set(subscription.id, item.current_period_start + RETRY_WINDOW_SECONDS);
  store.emit('customer.subscription.updated', subscription, previous);
  invoice(store, subscription, item.price.unit_amount, 'subscription_cycle', paid);
}

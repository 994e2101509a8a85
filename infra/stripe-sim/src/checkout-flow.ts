import { cardDigits, declinesNow } from './cards';
import { list, obj, str, type Params } from './form-body';
import { pay } from './payments';
import type { SimStore } from './sim-store';
import type { CheckoutSession, Price } from './sim-types';
import { startSubscription } from './subscription-lifecycle';

export class SimRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code = 'parameter_invalid',
  ) {
    super(message);
  }
}

/** POST /v1/checkout/sessions: checked as Stripe checks what the product sends. */
export function createCheckoutSession(store: SimStore, params: Params): CheckoutSession {
  const mode = str(params, 'mode');
  if (mode !== 'subscription' && mode !== 'payment') {
    throw new SimRequestError(400, 'mode must be subscription or payment', 'mode');
  }
  const successUrl = str(params, 'success_url');
  const cancelUrl = str(params, 'cancel_url');
  if (!successUrl) throw new SimRequestError(400, 'Missing required param: success_url.', 'success_url');
  const items = list(params, 'line_items');
  const price = store.prices.get(str((items[0] ?? {}) as Params, 'price') ?? '');
  if (items.length !== 1 || !price)
    throw new SimRequestError(400, 'line_items[0][price] must name a price', 'line_items');
  if ((mode === 'subscription') !== (price.recurring !== null)) {
    throw new SimRequestError(
      400,
      `A ${mode} checkout needs a ${mode === 'subscription' ? 'recurring' : 'one-time'} price`,
    );
  }
  const customer = str(params, 'customer') ?? null;
  if (customer && !store.customers.has(customer)) {
    throw new SimRequestError(400, `No such customer: '${customer}'`, 'customer', 'resource_missing');
  }
  const id = store.id('cs_test');
  const trialDays = Number(str(obj(params, 'subscription_data'), 'trial_period_days') ?? 0);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    customer,
    client_reference_id: str(params, 'client_reference_id') ?? null,
    success_url: successUrl,
    cancel_url: cancelUrl ?? '',
    url: `${store.publicUrl}/checkout/${id}`,
    subscription: null,
    payment_intent: null,
    amount_subtotal: trialDays > 0 ? 0 : price.unit_amount,
    amount_total: trialDays > 0 ? 0 : price.unit_amount,
    currency: price.currency,
    created: store.now(),
    expires_at: store.now() + 86_400,
    livemode: false,
    metadata: obj(params, 'metadata') as Record<string, string>,
  };
  store.sessions.set(id, session);
  store.checkoutTerms.set(id, {
    priceId: price.id,
    trialDays,
    subscriptionMetadata: obj(obj(params, 'subscription_data'), 'metadata') as Record<string, string>,
    paymentMetadata: obj(obj(params, 'payment_intent_data'), 'metadata') as Record<string, string>,
  });
  return session;
}

/** POST /v1/checkout/sessions/:id/expire: only an open session can be expired; its page stops taking payment. */
export function expireCheckoutSession(session: CheckoutSession): CheckoutSession {
  if (session.status !== 'open') {
    throw new SimRequestError(
      400,
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  session.status = 'expired';
  session.url = null;
  return session;
}

/** What the session sells, as it was asked for (Stripe keeps this too, though not on the session object). */
export const termsOf = (store: SimStore, session: CheckoutSession) => store.checkoutTerms.get(session.id)!;

export const priceOf = (store: SimStore, session: CheckoutSession): Price =>
  store.prices.get(termsOf(store, session).priceId)!;

/**
 * The hosted page's Pay: declined with 4000 0000 0000 0002; otherwise the subscription starts (or the
 * payment is taken), the card is saved for renewals, and checkout.session.completed follows.
 */
export function completeCheckout(
  store: SimStore,
  session: CheckoutSession,
  card: string,
): 'declined' | 'expired' | 'paid' {
  if (session.status === 'complete') return 'paid';
  if (session.status === 'expired') return 'expired';
  if (declinesNow(card)) return 'declined';
  const customer = session.customer ?? createCustomerFor(store);
  session.customer = customer;
  store.cards.set(customer, cardDigits(card));
  const price = priceOf(store, session);
  if (session.mode === 'subscription') {
    const subscription = startSubscription(store, {
      customer,
      price,
      trialDays: termsOf(store, session).trialDays,
      metadata: termsOf(store, session).subscriptionMetadata,
    });
    session.subscription = subscription.id;
  } else {
    const { intent } = pay(store, {
      customer,
      amount: price.unit_amount,
      currency: price.currency,
      metadata: termsOf(store, session).paymentMetadata,
    });
    session.payment_intent = intent.id;
  }
  session.status = 'complete';
  session.payment_status = session.amount_total === 0 ? 'no_payment_required' : 'paid';
  session.url = null;
  store.emit('checkout.session.completed', session);
  return 'paid';
}

function createCustomerFor(store: SimStore): string {
  const id = store.id('cus');
  store.customers.set(id, { id, object: 'customer', created: store.now(), livemode: false, metadata: {} });
  return id;
}

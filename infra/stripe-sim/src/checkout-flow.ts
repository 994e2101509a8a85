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

/**
 * The one line item's price: a price by id, or `price_data` (an inline one-time price, as Stripe makes
 * for it, with its product named by `product_data.name`).
 */
function lineItemPrice(store: SimStore, params: Params): Price {
  const items = list(params, 'line_items');
  const item = (items[0] ?? {}) as Params;
  const data = obj(item, 'price_data');
  if (items.length === 1 && Object.keys(data).length > 0) return inlinePrice(store, data);
  const price = store.prices.get(str(item, 'price') ?? '');
  if (items.length !== 1 || !price)
    throw new SimRequestError(400, 'line_items[0][price] must name a price', 'line_items');
  return price;
}

function inlinePrice(store: SimStore, data: Params): Price {
  const name = str(obj(data, 'product_data'), 'name');
  const currency = str(data, 'currency');
  const amount = Number(str(data, 'unit_amount'));
  if (!name)
    throw new SimRequestError(400, 'Missing required param: line_items[0][price_data][product_data][name].');
  if (!currency || !/^[a-z]{3}$/.test(currency))
    throw new SimRequestError(400, 'Invalid currency: line_items[0][price_data][currency]', 'currency');
  if (!Number.isInteger(amount) || amount < 1)
    throw new SimRequestError(400, 'unit_amount must be a positive integer (minor units)', 'unit_amount');
  const product = store.id('prod');
  const description = str(obj(data, 'product_data'), 'description') ?? null;
  store.products.set(product, { id: product, object: 'product', name, description, active: false });
  const price: Price = {
    id: store.id('price'),
    object: 'price',
    active: false,
    currency,
    unit_amount: amount,
    lookup_key: null,
    product,
    recurring: null,
    type: 'one_time',
    created: store.now(),
    livemode: false,
  };
  store.prices.set(price.id, price);
  return price;
}

/** payment_intent_data.application_fee_amount: only on a connected account, and below the amount. */
function applicationFee(params: Params, amount: number, account: string | undefined): number | undefined {
  const text = str(obj(params, 'payment_intent_data'), 'application_fee_amount');
  if (text === undefined) return undefined;
  const fee = Number(text);
  if (!account)
    throw new SimRequestError(
      400,
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'payment_intent_data[application_fee_amount]',
    );
  if (!Number.isInteger(fee) || fee < 0 || fee >= amount)
    throw new SimRequestError(
      400,
      'application_fee_amount must be a whole amount below the total',
      'payment_intent_data[application_fee_amount]',
    );
  return fee;
}

/**
 * POST /v1/checkout/sessions: checked as Stripe checks what the product sends. With a Stripe-Account
 * header (`account`), the session is on that connected account: its payment, events and refunds too.
 */
export function createCheckoutSession(
  store: SimStore,
  params: Params,
  _match: string[] = [],
  account?: string,
): CheckoutSession {
  const mode = str(params, 'mode');
  if (mode !== 'subscription' && mode !== 'payment') {
    throw new SimRequestError(400, 'mode must be subscription or payment', 'mode');
  }
  const successUrl = str(params, 'success_url');
  const cancelUrl = str(params, 'cancel_url');
  if (!successUrl) throw new SimRequestError(400, 'Missing required param: success_url.', 'success_url');
  const price = lineItemPrice(store, params);
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
  const fee = applicationFee(params, price.unit_amount, account);
  const id = store.id('cs_test');
  const trialDays = Number(str(obj(params, 'subscription_data'), 'trial_period_days') ?? 0);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    customer,
    customer_email: str(params, 'customer_email') ?? null,
    customer_details: null,
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
  store.placeOn(account, id);
  store.checkoutTerms.set(id, {
    priceId: price.id,
    trialDays,
    subscriptionMetadata: obj(obj(params, 'subscription_data'), 'metadata') as Record<string, string>,
    paymentMetadata: obj(obj(params, 'payment_intent_data'), 'metadata') as Record<string, string>,
    applicationFeeAmount: fee,
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
  email?: string,
): 'declined' | 'expired' | 'paid' {
  if (session.status === 'complete') return 'paid';
  if (session.status === 'expired') return 'expired';
  if (declinesNow(card)) return 'declined';
  const account = store.accountOf(session.id);
  const price = priceOf(store, session);
  if (account) return completeConnectedPayment(store, session, { account, price, email });
  const customer = session.customer ?? createCustomerFor(store);
  session.customer = customer;
  store.cards.set(customer, cardDigits(card));
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

/**
 * A payment on a connected account (a direct charge): no customer is made (Checkout's default in
 * payment mode), the email typed or given becomes customer_details, and every event carries `account`.
 */
function completeConnectedPayment(
  store: SimStore,
  session: CheckoutSession,
  { account, price, email }: { account: string; price: Price; email?: string },
): 'paid' {
  const terms = termsOf(store, session);
  const { intent } = pay(store, {
    customer: null,
    amount: price.unit_amount,
    currency: price.currency,
    metadata: terms.paymentMetadata,
    applicationFeeAmount: terms.applicationFeeAmount,
    account,
  });
  session.payment_intent = intent.id;
  session.customer_details = { email: email?.trim() || session.customer_email, name: null };
  session.status = 'complete';
  session.payment_status = 'paid';
  session.url = null;
  store.emit('checkout.session.completed', session);
  return 'paid';
}

function createCustomerFor(store: SimStore): string {
  const id = store.id('cus');
  store.customers.set(id, { id, object: 'customer', created: store.now(), livemode: false, metadata: {} });
  return id;
}

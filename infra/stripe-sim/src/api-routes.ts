import { SimRequestError, createCheckoutSession, expireCheckoutSession } from './checkout-flow';
import { accountById, createAccount, createAccountLink, linkAnswer } from './connect-accounts';
import { list, obj, str, type Params } from './form-body';
import { refund } from './payments';
import type { SimStore } from './sim-store';
import type { Price, StripeObject } from './sim-types';
import { endSubscription, setCancelAtPeriodEnd } from './subscription-lifecycle';

/**
 * `account` is the request's Stripe-Account header (a connected account the platform reaches), or
 * undefined for the platform's own objects: each side sees only its own.
 */
type ApiRoute = {
  method: string;
  path: RegExp;
  run: (store: SimStore, params: Params, match: string[], account?: string) => unknown;
};

const listOf = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

/** A list filter: no value asked for matches everything. */
const matches = (value: unknown, wanted: string | undefined) => wanted === undefined || value === wanted;

/** Stripe lists newest first. */
const newestFirst = <T extends StripeObject>(objects: T[]) =>
  objects.sort((a, b) => (b.created as number) - (a.created as number));

const subscriptionOfInvoice = (invoice: StripeObject) =>
  (invoice.parent as { subscription_details?: { subscription?: string } } | null)?.subscription_details
    ?.subscription;

/** On the side asked for: an object of a connected account is missing to the platform, and the other way. */
const onSide = (store: SimStore, account: string | undefined) => (object: StripeObject) =>
  object.object === 'account' || store.accountOf(object.id) === account;

function found<T extends StripeObject>(
  value: T | undefined,
  id: string,
  kind: string,
  side: (object: StripeObject) => boolean = () => true,
): T {
  if (!value || (kind && value.object !== kind) || !side(value)) {
    throw new SimRequestError(404, `No such ${kind || 'object'}: '${id}'`, 'id', 'resource_missing');
  }
  return value;
}

function createPrice(store: SimStore, params: Params): Price {
  const lookupKey = str(params, 'lookup_key') ?? null;
  if (lookupKey && [...store.prices.values()].some((p) => p.lookup_key === lookupKey)) {
    throw new SimRequestError(400, `A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
  }
  const productName = str(obj(params, 'product_data'), 'name');
  let product = str(params, 'product');
  if (!product && productName) {
    product = store.id('prod');
    store.products.set(product, { id: product, object: 'product', name: productName, active: true });
  }
  if (!product) throw new SimRequestError(400, 'Missing required param: product.', 'product');
  const recurring = obj(params, 'recurring');
  const price: Price = {
    id: store.id('price'),
    object: 'price',
    active: true,
    currency: str(params, 'currency') ?? 'usd',
    unit_amount: Number(str(params, 'unit_amount') ?? 0),
    lookup_key: lookupKey,
    product,
    recurring: recurring.interval ? { interval: recurring.interval as string, interval_count: 1 } : null,
    type: recurring.interval ? 'recurring' : 'one_time',
    created: store.now(),
    livemode: false,
  };
  store.prices.set(price.id, price);
  return price;
}

/** The Stripe API calls Paydraft makes (and a refund, which an operator makes), by the SDK's paths. */
export const API_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    run: (store, params) => {
      const customer = {
        id: store.id('cus'),
        object: 'customer',
        created: store.now(),
        email: str(params, 'email') ?? null,
        livemode: false,
        metadata: obj(params, 'metadata'),
      };
      store.customers.set(customer.id, customer);
      return customer;
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/prices$/,
    run: (store, params) => {
      const keys = list(params, 'lookup_keys');
      const active = str(params, 'active');
      const prices = [...store.prices.values()].filter(
        (p) =>
          (keys.length === 0 || keys.includes(p.lookup_key ?? '')) &&
          (active === undefined || String(p.active) === active),
      );
      return listOf('/v1/prices', prices);
    },
  },
  { method: 'POST', path: /^\/v1\/prices$/, run: createPrice },
  { method: 'POST', path: /^\/v1\/accounts$/, run: createAccount },
  {
    method: 'GET',
    path: /^\/v1\/accounts\/([^/]+)$/,
    run: (store, _params, [, id]) => accountById(store, id),
  },
  {
    method: 'POST',
    path: /^\/v1\/account_links$/,
    run: (store, params) => linkAnswer(createAccountLink(store, params)),
  },
  { method: 'POST', path: /^\/v1\/checkout\/sessions$/, run: createCheckoutSession },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions$/,
    run: (store, params, _match, account) =>
      listOf(
        '/v1/checkout/sessions',
        newestFirst([...store.sessions.values()]).filter(
          (s) =>
            onSide(store, account)(s) &&
            matches(s.customer, str(params, 'customer')) &&
            matches(s.status, str(params, 'status')),
        ),
      ),
  },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    run: (store, _params, [, id], account) =>
      expireCheckoutSession(found(store.sessions.get(id), id, 'checkout.session', onSide(store, account))),
  },
  {
    method: 'GET',
    path: /^\/v1\/invoices$/,
    run: (store, params) =>
      listOf(
        '/v1/invoices',
        newestFirst([...store.invoices.values()]).filter(
          (invoice) =>
            matches(subscriptionOfInvoice(invoice), str(params, 'subscription')) &&
            matches(invoice.customer, str(params, 'customer')) &&
            matches(invoice.status, str(params, 'status')),
        ),
      ),
  },
  {
    method: 'GET',
    path: /^\/v1\/invoice_payments$/,
    run: (store, params) =>
      listOf(
        '/v1/invoice_payments',
        newestFirst([...store.invoicePayments.values()]).filter(
          (payment) =>
            matches(payment.invoice, str(params, 'invoice')) &&
            matches(payment.status, str(params, 'status')),
        ),
      ),
  },
  {
    method: 'POST',
    path: /^\/v1\/billing_portal\/sessions$/,
    run: (store, params) => {
      const customer = str(params, 'customer') ?? '';
      found(store.customers.get(customer), customer, 'customer');
      const id = store.id('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer,
        created: store.now(),
        livemode: false,
        return_url: str(params, 'return_url') ?? null,
        url: `${store.publicUrl}/portal/${id}`,
      };
      store.portalSessions.set(id, session);
      return session;
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/subscriptions\/([^/]+)$/,
    run: (store, params, [, id]) => {
      const subscription = found(store.subscriptions.get(id), id, 'subscription');
      const cancel = str(params, 'cancel_at_period_end');
      if (cancel !== undefined) setCancelAtPeriodEnd(store, subscription, cancel === 'true');
      return subscription;
    },
  },
  {
    method: 'DELETE',
    path: /^\/v1\/subscriptions\/([^/]+)$/,
    run: (store, _params, [, id]) => {
      const subscription = found(store.subscriptions.get(id), id, 'subscription');
      if (subscription.status !== 'canceled') endSubscription(store, subscription);
      return subscription;
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    run: (store, params, _match, account) => {
      const intentId = str(params, 'payment_intent');
      const chargeId = intentId
        ? (store.paymentIntents.get(intentId)?.latest_charge as string)
        : str(params, 'charge');
      const charge = found(
        store.charges.get(chargeId ?? ''),
        intentId ?? chargeId ?? '',
        '',
        onSide(store, account),
      );
      if (charge.refunded)
        throw new SimRequestError(
          400,
          `Charge ${charge.id} has already been refunded.`,
          'charge',
          'charge_already_refunded',
        );
      const amount = str(params, 'amount');
      return refund(store, charge, amount === undefined ? undefined : Number(amount));
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/events\/([^/]+)$/,
    run: (store, _params, [, id]) => found(store.outbox.get(id), id, 'event'),
  },
  {
    // Retrieve of everything else by id: customers, prices, sessions, subscriptions, invoices, charges, ...
    method: 'GET',
    path: /^\/v1\/(?:customers|prices|products|checkout\/sessions|subscriptions|invoices|invoice_payments|payment_intents|charges|refunds)\/([^/]+)$/,
    run: (store, _params, [, id], account) => found(store.find(id), id, '', onSide(store, account)),
  },
];

import { cardDigits } from './cards';
import { SimRequestError } from './checkout-flow';
import { refund } from './payments';
import { DAY_SECONDS, type SimStore } from './sim-store';
import { advanceClock } from './subscription-lifecycle';

type ControlBody = Record<string, unknown>;
type ControlRoute = {
  method: string;
  path: RegExp;
  run: (store: SimStore, body: ControlBody, match: string[]) => unknown;
};

const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);

/** A charge by its id or its PaymentIntent's (what a Checkout Session names). */
function chargeOf(store: SimStore, id: string) {
  const chargeId = id.startsWith('pi_') ? (store.paymentIntents.get(id)?.latest_charge as string) : id;
  const charge = store.charges.get(chargeId ?? '');
  if (!charge) throw new SimRequestError(404, `No such charge: '${id}'`);
  return charge;
}

/**
 * For tests and people: the clock, the webhook deliveries (hold, release in any order, send again),
 * a customer's saved card, and a refund as the owner of a connected account makes it in their own
 * dashboard (charge.refunded to the Connect endpoint). JSON in and out, under /sim.
 */
export const CONTROL_ROUTES: ControlRoute[] = [
  { method: 'GET', path: /^\/sim\/clock$/, run: (store) => ({ now: store.now() }) },
  {
    method: 'POST',
    path: /^\/sim\/clock\/advance$/,
    run: (store, body) => {
      const seconds = Number(body.seconds ?? 0) + Number(body.days ?? 0) * DAY_SECONDS;
      if (!Number.isFinite(seconds) || seconds <= 0)
        throw new SimRequestError(400, 'give seconds or days above 0');
      advanceClock(store, seconds);
      return { now: store.now() };
    },
  },
  { method: 'GET', path: /^\/sim\/events$/, run: (store) => ({ data: store.outbox.list() }) },
  {
    method: 'POST',
    path: /^\/sim\/events\/([^/]+)\/send$/,
    run: (store, _body, [, id]) => {
      if (!store.outbox.get(id)) throw new SimRequestError(404, `No such event: '${id}'`);
      store.outbox.send(id);
      return { sent: id };
    },
  },
  {
    method: 'POST',
    path: /^\/sim\/webhooks\/hold$/,
    run: (store) => {
      store.outbox.hold();
      return { holding: true };
    },
  },
  {
    method: 'POST',
    path: /^\/sim\/webhooks\/release$/,
    run: (store, body) => ({
      released: store.outbox.release({ order: ids(body.order), reverse: body.reverse === true }),
    }),
  },
  {
    method: 'POST',
    path: /^\/sim\/webhooks\/settled$/,
    run: async (store) => {
      await store.outbox.settled();
      return { settled: true };
    },
  },
  {
    method: 'POST',
    path: /^\/sim\/charges\/([^/]+)\/refund$/,
    run: (store, body, [, id]) => {
      const charge = chargeOf(store, id);
      const amount = body.amount === undefined ? undefined : Number(body.amount);
      if (amount !== undefined && !(Number.isInteger(amount) && amount > 0))
        throw new SimRequestError(400, 'amount must be a whole number of minor units above 0');
      if (charge.refunded) throw new SimRequestError(400, `Charge ${charge.id} has already been refunded.`);
      return refund(store, charge, amount);
    },
  },
  {
    method: 'POST',
    path: /^\/sim\/customers\/([^/]+)\/card$/,
    run: (store, body, [, id]) => {
      if (!store.customers.has(id)) throw new SimRequestError(404, `No such customer: '${id}'`);
      store.cards.set(id, cardDigits(String(body.number ?? '')));
      return { customer: id, card: store.cards.get(id) };
    },
  },
];

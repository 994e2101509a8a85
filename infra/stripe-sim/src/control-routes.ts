import { cardDigits } from './cards';
import { SimRequestError } from './checkout-flow';
import { DAY_SECONDS, type SimStore } from './sim-store';
import { advanceClock } from './subscription-lifecycle';

type ControlBody = Record<string, unknown>;
type ControlRoute = {
  method: string;
  path: RegExp;
  run: (store: SimStore, body: ControlBody, match: string[]) => unknown;
};

const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);

/**
 * For tests and people: the clock, the webhook deliveries (hold, release in any order, send again)
 * and a customer's saved card. JSON in and out, under /sim.
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
    path: /^\/sim\/customers\/([^/]+)\/card$/,
    run: (store, body, [, id]) => {
      if (!store.customers.has(id)) throw new SimRequestError(404, `No such customer: '${id}'`);
      store.cards.set(id, cardDigits(String(body.number ?? '')));
      return { customer: id, card: store.cards.get(id) };
    },
  },
];

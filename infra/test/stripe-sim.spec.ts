import { parseForm } from '../stripe-sim/src/form-body';
import { SimStore } from '../stripe-sim/src/sim-store';
import type { Price } from '../stripe-sim/src/sim-types';
import {
  advanceClock,
  setCancelAtPeriodEnd,
  startSubscription,
} from '../stripe-sim/src/subscription-lifecycle';
import { WebhookOutbox } from '../stripe-sim/src/webhook-outbox';

describe('the Stripe simulator', () => {
  it('reads the SDK form encoding: nested keys and indexed arrays', () => {
    expect(
      parseForm(
        'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1' +
          '&subscription_data[trial_period_days]=7&subscription_data[metadata][userId]=u1&lookup_keys[0]=a&lookup_keys[1]=b',
      ),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      subscription_data: { trial_period_days: '7', metadata: { userId: 'u1' } },
      lookup_keys: ['a', 'b'],
    });
  });

  describe('subscriptions on its clock', () => {
    const price: Price = {
      id: 'price_pro',
      object: 'price',
      unit_amount: 500,
      currency: 'usd',
      lookup_key: null,
      recurring: { interval: 'month', interval_count: 1 },
      product: 'prod_1',
    };
    let store: SimStore;
    const types = () => store.outbox.list().map((event) => event.type);
    const start = (card: string) => {
      store.cards.set('cus_1', card);
      return startSubscription(store, { customer: 'cus_1', price, trialDays: 7, metadata: {} });
    };

    beforeEach(() => {
      store = new SimStore(new WebhookOutbox(undefined, 'whsec_x'), 'http://sim');
    });

    it('a trial ends paid: active for a month, invoice.paid', () => {
      const subscription = start('4242424242424242');
      expect(subscription.status).toBe('trialing');
      const trialEnd = subscription.trial_end!;
      advanceClock(store, 8 * 86_400);
      expect(subscription.status).toBe('active');
      expect(subscription.items.data[0].current_period_start).toBe(trialEnd);
      expect(types()).toEqual([
        'customer.subscription.created',
        'invoice.paid',
        'customer.subscription.updated',
        'payment_intent.succeeded',
        'charge.succeeded',
        'invoice.paid',
      ]);
    });

    it('a trial ends with a failing card: past_due, then canceled when the retries run out', () => {
      const subscription = start('4000000000000341');
      advanceClock(store, 8 * 86_400);
      expect(subscription.status).toBe('past_due');
      expect(types()).toContain('invoice.payment_failed');
      advanceClock(store, 14 * 86_400);
      expect(subscription.status).toBe('canceled');
      expect(types().at(-1)).toBe('customer.subscription.deleted');
    });

    it('cancel at period end runs to the period end, then ends', () => {
      const subscription = start('4242424242424242');
      setCancelAtPeriodEnd(store, subscription, true);
      advanceClock(store, 6 * 86_400);
      expect(subscription.status).toBe('trialing');
      advanceClock(store, 86_400);
      expect(subscription.status).toBe('canceled');
      expect(types().filter((type) => type.startsWith('invoice'))).toEqual(['invoice.paid']);
    });
  });
});

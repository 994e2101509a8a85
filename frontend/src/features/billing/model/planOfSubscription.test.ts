import type { SubscriptionStatusReply, SubscriptionSummary } from '../api/billingApi';
import { formatCents, planOfSubscription } from './planOfSubscription';

const subscription = (status: SubscriptionSummary['status']): SubscriptionSummary => ({
  status,
  current_period_end: 1_800_000_000,
  trial_end: null,
  cancel_at_period_end: false,
  items: [{ price: { id: 'price_pro', unit_amount: 500, recurring: { interval: 'month' } } }],
});

const reply = (fields: Partial<SubscriptionStatusReply>): SubscriptionStatusReply => ({
  hasSubscription: false,
  subscriptions: [],
  hasLifetimePurchase: false,
  lifetimePurchases: [],
  isTester: false,
  ...fields,
});

describe('planOfSubscription', () => {
  it('labels testers, Lifetime buyers, live Pro subscriptions and everyone else as the spec does', () => {
    expect(planOfSubscription(reply({ isTester: true }))).toMatchObject({
      label: 'Lifetime (Beta Tester)',
      color: 'purple',
    });
    expect(planOfSubscription(reply({ hasLifetimePurchase: true }))).toMatchObject({
      label: 'Lifetime',
      color: 'purple',
    });
    for (const status of ['trialing', 'active', 'past_due'] as const) {
      expect(
        planOfSubscription(reply({ hasSubscription: true, subscriptions: [subscription(status)] })),
      ).toMatchObject({
        kind: 'pro',
        label: 'Pro Monthly',
        color: 'blue',
      });
    }
    expect(planOfSubscription(reply({ subscriptions: [subscription('canceled')] }))).toMatchObject({
      label: 'Free',
      color: 'default',
    });
  });

  it('shows prices as cents divided by 100', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(9900, 'usd')).toBe('$99.00');
  });
});

import type { SubscriptionStatusReply, SubscriptionSummary } from '../api/billingApi';
import { formatCents, planOfSubscription } from './planOfSubscription';

const subscription = (status: SubscriptionSummary['status']): SubscriptionSummary => ({
  id: `sub_${status}`,
  status,
  current_period_end: 1_800_000_000,
  trial_end: null,
  cancel_at_period_end: false,
  items: [{ price: { id: 'price_pro', unit_amount: 500, recurring: { interval: 'month' } } }],
});

const reply = (fields: Partial<SubscriptionStatusReply>): SubscriptionStatusReply => ({
  plan: 'free',
  planLabel: 'Free',
  hasSubscription: false,
  subscriptions: [],
  hasLifetimePurchase: false,
  lifetimePurchases: [],
  isTester: false,
  planEndedAt: null,
  ...fields,
});

describe('planOfSubscription', () => {
  it("shows billing's verdict: testers, Lifetime buyers, Pro with its live subscription, and Free", () => {
    expect(
      planOfSubscription(reply({ plan: 'lifetime', planLabel: 'Lifetime (Beta Tester)', isTester: true })),
    ).toMatchObject({
      label: 'Lifetime (Beta Tester)',
      color: 'purple',
    });
    expect(planOfSubscription(reply({ plan: 'lifetime', planLabel: 'Lifetime' }))).toMatchObject({
      label: 'Lifetime',
    });
    const pro = planOfSubscription(
      reply({
        plan: 'pro',
        planLabel: 'Pro Monthly',
        subscriptions: [subscription('canceled'), subscription('past_due')],
      }),
    );
    expect(pro).toMatchObject({
      kind: 'pro',
      label: 'Pro Monthly',
      color: 'blue',
      subscription: { id: 'sub_past_due' },
    });
    // An unpaid subscription is listed, but billing says Free: the page agrees with the gate.
    expect(planOfSubscription(reply({ subscriptions: [subscription('unpaid')] }))).toMatchObject({
      label: 'Free',
      color: 'default',
    });
  });

  it('shows prices as cents divided by 100', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(9900, 'usd')).toBe('$99.00');
  });
});

import { Plan } from '@paydraft/contracts';
import { entitlementOf, type SubscriptionFacts } from './entitlement-rules';

const NOW = 1_800_000_000;
const sub = (status: string, extra: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status,
  currentPeriodEnd: NOW + 86_400,
  cancelAtPeriodEnd: false,
  ...extra,
});
const planOf = (
  subscriptions: SubscriptionFacts[],
  purchases = [] as { paid: boolean; refunded: boolean }[],
) => entitlementOf({ subscriptions, purchases }, NOW).plan;

describe('entitlementOf', () => {
  it('is Free with nothing bought', () => {
    expect(entitlementOf({ subscriptions: [], purchases: [] }, NOW)).toEqual({
      plan: Plan.FREE,
      subscriptionStatus: '',
    });
  });

  it.each(['trialing', 'active', 'past_due'])('keeps Pro while the subscription is %s', (status) => {
    expect(entitlementOf({ subscriptions: [sub(status)], purchases: [] }, NOW)).toEqual({
      plan: Plan.PRO,
      subscriptionStatus: status,
    });
  });

  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'])(
    'is Free when it is %s',
    (status) => {
      expect(planOf([sub(status)])).toBe(Plan.FREE);
    },
  );

  it('keeps Pro after cancelling at period end until the period ends, and not a second longer', () => {
    expect(planOf([sub('active', { cancelAtPeriodEnd: true, currentPeriodEnd: NOW + 1 })])).toBe(Plan.PRO);
    expect(planOf([sub('active', { cancelAtPeriodEnd: true, currentPeriodEnd: NOW })])).toBe(Plan.FREE);
  });

  it('a past period does not end a subscription that renews (Stripe decides, by status)', () => {
    expect(planOf([sub('active', { currentPeriodEnd: NOW - 10 })])).toBe(Plan.PRO);
  });

  it('takes any entitled subscription among old canceled ones', () => {
    expect(planOf([sub('canceled'), sub('active')])).toBe(Plan.PRO);
  });

  it('is Lifetime with a paid purchase, even beside a Pro subscription', () => {
    expect(planOf([sub('active')], [{ paid: true, refunded: false }])).toBe(Plan.LIFETIME);
  });

  it('a refunded or unpaid Lifetime purchase gives nothing', () => {
    expect(planOf([], [{ paid: true, refunded: true }])).toBe(Plan.FREE);
    expect(planOf([], [{ paid: false, refunded: true }])).toBe(Plan.FREE);
    expect(planOf([sub('trialing')], [{ paid: true, refunded: true }])).toBe(Plan.PRO);
  });
});

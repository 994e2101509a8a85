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
      planEndedAt: 0,
    });
  });

  it.each(['trialing', 'active', 'past_due'])('keeps Pro while the subscription is %s', (status) => {
    expect(entitlementOf({ subscriptions: [sub(status)], purchases: [] }, NOW)).toEqual({
      plan: Plan.PRO,
      subscriptionStatus: status,
      planEndedAt: 0,
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

  describe('planEndedAt (a lapsed user keeps read-only access)', () => {
    const endedAt = (subscriptions: SubscriptionFacts[]) =>
      entitlementOf({ subscriptions, purchases: [] }, NOW).planEndedAt;

    it('is when the period of a Pro subscription or trial that ran out ended', () => {
      expect(endedAt([sub('canceled', { currentPeriodEnd: NOW - 3600 })])).toBe(NOW - 3600);
      expect(endedAt([sub('active', { cancelAtPeriodEnd: true, currentPeriodEnd: NOW - 60 })])).toBe(
        NOW - 60,
      );
      expect(endedAt([sub('unpaid', { currentPeriodEnd: NOW - 10 })])).toBe(NOW - 10);
    });

    it('is now for a subscription canceled before its period was over, and the latest of several', () => {
      expect(endedAt([sub('canceled', { currentPeriodEnd: NOW + 86_400 })])).toBe(NOW);
      expect(
        endedAt([
          sub('canceled', { currentPeriodEnd: NOW - 99 }),
          sub('canceled', { currentPeriodEnd: NOW - 9 }),
        ]),
      ).toBe(NOW - 9);
    });

    it('is 0 for a user who never had Pro (nothing bought, or a checkout abandoned at the card)', () => {
      expect(endedAt([])).toBe(0);
      expect(endedAt([sub('incomplete'), sub('incomplete_expired')])).toBe(0);
    });

    it('is 0 while a plan is running', () => {
      expect(endedAt([sub('canceled', { currentPeriodEnd: NOW - 9 }), sub('active')])).toBe(0);
      expect(
        entitlementOf({ subscriptions: [sub('canceled')], purchases: [{ paid: true, refunded: false }] }, NOW)
          .planEndedAt,
      ).toBe(0);
    });
  });
});

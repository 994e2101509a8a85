import { planCorrections, type SubscriptionFacts } from './one-plan-rules';

const sub = (id: string, created: number, extra: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  _id: id,
  status: 'active',
  created,
  createdAt: new Date(created * 1000),
  cancelAtPeriodEnd: false,
  ...extra,
});
const lifetime = (created: number, refunded = false) => ({ paid: true, refunded, created });

describe('planCorrections', () => {
  it('leaves one subscription alone', () => {
    expect(planCorrections([sub('sub_a', 10)], [])).toEqual({ cancelAndRefund: [], endAtPeriodEnd: [] });
  });

  it('keeps the first created and ends every later one at once, in any order given', () => {
    const subscriptions = [sub('sub_c', 30), sub('sub_a', 10, { status: 'trialing' }), sub('sub_b', 20)];
    expect(planCorrections(subscriptions, []).cancelAndRefund).toEqual(['sub_b', 'sub_c']);
    expect(planCorrections([...subscriptions].reverse(), []).cancelAndRefund).toEqual(['sub_b', 'sub_c']);
  });

  it('breaks a tie on the creation second by when billing stored them, then by id', () => {
    const storedLater = sub('sub_a', 10, { createdAt: new Date(10_500) });
    expect(planCorrections([storedLater, sub('sub_b', 10)], []).cancelAndRefund).toEqual(['sub_a']);
    expect(planCorrections([sub('sub_b', 10), sub('sub_a', 10)], []).cancelAndRefund).toEqual(['sub_b']);
  });

  it('ignores subscriptions that are over', () => {
    const over = [
      sub('sub_a', 10, { status: 'canceled' }),
      sub('sub_b', 20, { status: 'incomplete_expired' }),
    ];
    expect(planCorrections([...over, sub('sub_c', 30)], []).cancelAndRefund).toEqual([]);
  });

  it('a Lifetime purchase ends the running Pro at period end, once', () => {
    expect(planCorrections([sub('sub_a', 10)], [lifetime(20)])).toEqual({
      cancelAndRefund: [],
      endAtPeriodEnd: ['sub_a'],
    });
    expect(
      planCorrections([sub('sub_a', 10, { cancelAtPeriodEnd: true })], [lifetime(20)]).endAtPeriodEnd,
    ).toEqual([]);
    expect(planCorrections([sub('sub_a', 20)], [lifetime(20)]).endAtPeriodEnd).toEqual(['sub_a']);
  });

  it('a Pro started after the Lifetime checkout is ended at once and refunded', () => {
    expect(planCorrections([sub('sub_a', 30)], [lifetime(20)])).toEqual({
      cancelAndRefund: ['sub_a'],
      endAtPeriodEnd: [],
    });
  });

  it('a refunded or unpaid Lifetime purchase changes nothing', () => {
    const unpaid = { paid: false, refunded: false, created: 5 };
    expect(planCorrections([sub('sub_a', 10)], [lifetime(5, true), unpaid])).toEqual({
      cancelAndRefund: [],
      endAtPeriodEnd: [],
    });
  });
});

import { Plan } from '@paydraft/contracts';
import { EntitlementCache } from './entitlement-cache';

describe('EntitlementCache', () => {
  let now = 0;
  const cache = () => new EntitlementCache(1000, () => now);

  beforeEach(() => (now = 0));

  it('keeps a plan until its time is up', () => {
    const plans = cache();
    plans.set('u', Plan.PRO, plans.generation('u'));
    now = 999;
    expect(plans.get('u')).toBe(Plan.PRO);
    now = 1000;
    expect(plans.get('u')).toBeUndefined();
  });

  it('forgets a user on drop', () => {
    const plans = cache();
    plans.set('u', Plan.PRO, plans.generation('u'));
    plans.drop('u');
    expect(plans.get('u')).toBeUndefined();
  });

  it('does not store an answer read before a drop', () => {
    const plans = cache();
    const before = plans.generation('u');
    plans.drop('u');
    plans.set('u', Plan.FREE, before);
    expect(plans.get('u')).toBeUndefined();
  });

  it('stores nothing with a time of zero', () => {
    const plans = new EntitlementCache(0, () => now);
    plans.set('u', Plan.PRO, 0);
    expect(plans.get('u')).toBeUndefined();
  });
});

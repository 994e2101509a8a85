import { planLabel } from './planLabel';

describe('planLabel', () => {
  it('names testers Lifetime (Beta Tester) and everyone else Free until billing lands', () => {
    expect(planLabel({ isTester: true })).toBe('Lifetime (Beta Tester)');
    expect(planLabel({ isTester: false })).toBe('Free');
  });
});

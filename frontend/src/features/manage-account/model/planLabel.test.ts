import { planColor, planLabel } from './planLabel';

describe('planLabel', () => {
  it("takes billing's label when billing has answered", () => {
    expect(planLabel({ isTester: false }, 'Pro Monthly')).toBe('Pro Monthly');
    expect(planLabel({ isTester: true }, 'Lifetime (Beta Tester)')).toBe('Lifetime (Beta Tester)');
  });

  it('names testers Lifetime (Beta Tester) and everyone else Free without an answer from billing', () => {
    expect(planLabel({ isTester: true })).toBe('Lifetime (Beta Tester)');
    expect(planLabel({ isTester: false })).toBe('Free');
  });

  it('colours Pro blue, Lifetime purple and Free grey', () => {
    expect(planColor('Pro Monthly')).toBe('blue');
    expect(planColor('Lifetime')).toBe('purple');
    expect(planColor('Lifetime (Beta Tester)')).toBe('purple');
    expect(planColor('Free')).toBe('default');
  });
});

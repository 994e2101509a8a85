import { Plan } from '@paydraft/contracts';
import { userPlan } from './user-plan';

describe('userPlan', () => {
  it.each([Plan.FREE, Plan.PRO, Plan.UNSPECIFIED])(
    'makes a tester Lifetime whatever billing says (%s)',
    (plan) => {
      expect(userPlan(true, () => ({ plan, planEndedAt: 1_700_000_000n }))).toEqual({
        plan: Plan.LIFETIME,
        planEndedAt: 0n,
      });
    },
  );

  it('does not ask billing about a tester', () => {
    const billingPlan = jest.fn(async () => ({ plan: Plan.FREE, planEndedAt: 0n }));
    userPlan(true, billingPlan);
    expect(billingPlan).not.toHaveBeenCalled();
  });

  it("gives anyone else billing's plan, a lapsed Pro's end included", async () => {
    const lapsed = { plan: Plan.FREE, planEndedAt: 1_700_000_000n };
    expect(userPlan(false, () => lapsed)).toEqual(lapsed);
    await expect(userPlan(false, async () => lapsed)).resolves.toEqual(lapsed);
  });
});

import { Plan, type Caller } from '@paydraft/contracts';

/** A user's plan as billing gives it and the gateway carries it: the plan, and when a lapsed Pro ended. */
export type PlanStanding = Pick<Caller, 'plan' | 'planEndedAt'>;

/** A tester's standing: Lifetime, which never ends. */
const TESTER_PLAN: PlanStanding = { plan: Plan.LIFETIME, planEndedAt: 0n };

/**
 * The plan a user counts as, decided here only: a tester (auth's flag, set by an operator) is Lifetime
 * whatever billing says; anyone else has billing's plan. `billingPlan` is called for a non-tester only,
 * so a tester's sign-in never waits on billing.
 */
export function userPlan<Billing extends PlanStanding | Promise<PlanStanding>>(
  isTester: boolean,
  billingPlan: () => Billing,
): PlanStanding | Billing {
  return isTester ? TESTER_PLAN : billingPlan();
}

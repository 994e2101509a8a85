import { Plan, type Caller, type SubscriptionStatusReply } from '@paydraft/contracts';
import { userPlan } from '@paydraft/nest-kit';
import { z } from 'zod';

/** What subscriptionStatusAnswer returns (Stripe's names: seconds since the epoch, cents). */
export const subscriptionStatusAnswerSchema = z.object({
  success: z.literal(true),
  plan: z.enum(['free', 'pro', 'lifetime']),
  planLabel: z.string(),
  hasSubscription: z.boolean(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      current_period_end: z.number().int(),
      trial_end: z.number().int().nullable(),
      cancel_at_period_end: z.boolean(),
      items: z.array(
        z.object({
          price: z.object({
            id: z.string(),
            unit_amount: z.number().int(),
            recurring: z.object({ interval: z.string() }),
          }),
        }),
      ),
    }),
  ),
  hasLifetimePurchase: z.boolean(),
  lifetimePurchases: z.array(
    z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), created: z.number().int() }),
  ),
  isTester: z.boolean(),
  planEndedAt: z.number().int().nullable(),
});

/** Statuses of a subscription that is over: Stripe never brings one back, so it counts as none. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const PLAN_NAMES: Record<Plan, { plan: 'free' | 'pro' | 'lifetime'; planLabel: string }> = {
  [Plan.UNSPECIFIED]: { plan: 'free', planLabel: 'Free' },
  [Plan.FREE]: { plan: 'free', planLabel: 'Free' },
  [Plan.PRO]: { plan: 'pro', planLabel: 'Pro Monthly' },
  [Plan.LIFETIME]: { plan: 'lifetime', planLabel: 'Lifetime' },
};

/**
 * GET /api/stripe/subscription-status in the spec's fields, named as Stripe names them (seconds since
 * the epoch, cents), newest subscription first; plus `plan` / `planLabel`, what the page shows, and
 * `planEndedAt`, when a lapsed user's Pro ended (billing's word, carried by the caller), or null.
 */
export function subscriptionStatusAnswer(
  reply: SubscriptionStatusReply,
  caller: Pick<Caller, 'plan' | 'planEndedAt'>,
  isTester: boolean,
): z.output<typeof subscriptionStatusAnswerSchema> {
  const { plan, planEndedAt } = userPlan(isTester, () => caller);
  const subscriptions = reply.subscriptions.map((s) => ({
    id: s.id,
    status: s.status,
    current_period_end: Number(s.currentPeriodEnd),
    trial_end: s.trialEnd > 0n ? Number(s.trialEnd) : null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    items: [
      { price: { id: s.priceId, unit_amount: Number(s.unitAmount), recurring: { interval: s.interval } } },
    ],
  }));
  const lifetimePurchases = reply.lifetimePurchases.map((p) => ({
    id: p.id,
    amount: Number(p.amount),
    currency: p.currency,
    created: Number(p.created),
  }));
  const names = isTester ? { ...PLAN_NAMES[plan], planLabel: 'Lifetime (Beta Tester)' } : PLAN_NAMES[plan];
  return {
    success: true,
    ...names,
    hasSubscription: subscriptions.some((s) => !ENDED.has(s.status)),
    subscriptions,
    hasLifetimePurchase: lifetimePurchases.length > 0,
    lifetimePurchases,
    isTester,
    planEndedAt: planEndedAt > 0n ? Number(planEndedAt) : null,
  };
}

import type { SubscriptionStatusReply } from '../api/billingApi';
import { formatStripeDate } from './planOfSubscription';

/** What ended and when, for a user whose Pro subscription or trial ran out (billing's `planEndedAt`). */
export type LapsedPlan = { planName: string; endedOn: string };

/**
 * The lapse billing reports, named for the banner: 'Pro free trial' when the subscription that ended
 * never left its trial, else 'Pro Monthly'. Undefined for a running plan or one never had.
 */
export function lapsedPlanOf(reply: SubscriptionStatusReply | undefined): LapsedPlan | undefined {
  if (!reply?.planEndedAt) return undefined;
  const endedAt = reply.planEndedAt;
  // Newest first: the subscription that ended last.
  const ended = reply.subscriptions[0];
  const trialOnly = ended?.trial_end != null && ended.trial_end >= endedAt;
  return { planName: trialOnly ? 'Pro free trial' : 'Pro Monthly', endedOn: formatStripeDate(endedAt) };
}

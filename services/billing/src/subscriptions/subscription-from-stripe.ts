import type Stripe from 'stripe';
import type { StoredSubscription } from './subscription.schema';

/** Statuses Stripe never leaves: a stored one is never overwritten by an older event's view. */
export const TERMINAL_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? '');

/** What billing keeps of a Stripe subscription (its first item is the Pro price). */
export function subscriptionFromStripe(
  subscription: Stripe.Subscription,
  userId: string,
): Omit<StoredSubscription, 'createdAt' | 'updatedAt'> {
  const item = subscription.items.data[0];
  return {
    _id: subscription.id,
    userId,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    currentPeriodEnd: item?.current_period_end ?? 0,
    trialEnd: subscription.trial_end ?? 0,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    priceId: item?.price.id ?? '',
    unitAmount: item?.price.unit_amount ?? 0,
    interval: item?.price.recurring?.interval ?? '',
    created: subscription.created,
  };
}

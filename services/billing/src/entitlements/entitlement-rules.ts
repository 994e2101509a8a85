import { Plan } from '@paydraft/contracts';

export type SubscriptionFacts = { status: string; currentPeriodEnd: number; cancelAtPeriodEnd: boolean };
export type PurchaseFacts = { paid: boolean; refunded: boolean };
export type Entitlement = { plan: Plan; subscriptionStatus: string };

/**
 * Statuses that keep Pro: in trial, paid, and past due (Stripe is still retrying the card; when it
 * gives up it moves the subscription to canceled or unpaid, which end access).
 */
const ENTITLED_STATUSES: ReadonlySet<string> = new Set(['trialing', 'active', 'past_due']);

/**
 * A subscription set to cancel at period end keeps Pro until that moment, even if Stripe's
 * `customer.subscription.deleted` is late.
 */
function keepsPro(subscription: SubscriptionFacts, nowSeconds: number): boolean {
  if (!ENTITLED_STATUSES.has(subscription.status)) return false;
  return !subscription.cancelAtPeriodEnd || nowSeconds < subscription.currentPeriodEnd;
}

/** What a user may use: an unrefunded Lifetime purchase, else a Pro subscription that keeps Pro, else Free. */
export function entitlementOf(
  facts: { subscriptions: readonly SubscriptionFacts[]; purchases: readonly PurchaseFacts[] },
  nowSeconds: number,
): Entitlement {
  if (facts.purchases.some((purchase) => purchase.paid && !purchase.refunded)) {
    return { plan: Plan.LIFETIME, subscriptionStatus: '' };
  }
  const pro = facts.subscriptions.find((subscription) => keepsPro(subscription, nowSeconds));
  return pro
    ? { plan: Plan.PRO, subscriptionStatus: pro.status }
    : { plan: Plan.FREE, subscriptionStatus: '' };
}

import { Plan } from '@paydraft/contracts';

export type SubscriptionFacts = { status: string; currentPeriodEnd: number; cancelAtPeriodEnd: boolean };
export type PurchaseFacts = { paid: boolean; refunded: boolean };
/** `planEndedAt`: with Free, when the last Pro subscription or trial ended (seconds); 0 if never Pro. */
export type Entitlement = { plan: Plan; subscriptionStatus: string; planEndedAt: number };

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
    return { plan: Plan.LIFETIME, subscriptionStatus: '', planEndedAt: 0 };
  }
  const pro = facts.subscriptions.find((subscription) => keepsPro(subscription, nowSeconds));
  return pro
    ? { plan: Plan.PRO, subscriptionStatus: pro.status, planEndedAt: 0 }
    : { plan: Plan.FREE, subscriptionStatus: '', planEndedAt: lastEndOfPro(facts.subscriptions, nowSeconds) };
}

/**
 * Statuses of a subscription that gave Pro and then ended (a trial or paid period over, or given up
 * after failed payments). `incomplete` and `incomplete_expired` never gave Pro: a checkout abandoned
 * at the card step does not make a user "lapsed".
 */
const HAD_PRO_STATUSES: ReadonlySet<string> = new Set([...ENTITLED_STATUSES, 'canceled', 'unpaid', 'paused']);

/**
 * When the latest subscription that once gave Pro ended, or 0 if none did: its last period's end, or
 * now for one canceled before its period was over (billing stores no cancellation time).
 */
function lastEndOfPro(subscriptions: readonly SubscriptionFacts[], nowSeconds: number): number {
  return subscriptions
    .filter((subscription) => HAD_PRO_STATUSES.has(subscription.status))
    .reduce(
      (latest, subscription) => Math.max(latest, Math.min(subscription.currentPeriodEnd, nowSeconds)),
      0,
    );
}

import { TERMINAL_STATUSES } from './subscription-from-stripe';

export type SubscriptionFacts = {
  _id: string;
  status: string;
  /** Stripe's creation second. */
  created: number;
  /** When billing first stored it (milliseconds): orders two created in the same second. */
  createdAt: Date;
  cancelAtPeriodEnd: boolean;
};
export type PurchaseFacts = { paid: boolean; refunded: boolean; created: number };

/** What must change so the user holds one plan: ids of subscriptions to end now (refunded) or at period end. */
export type PlanCorrections = { cancelAndRefund: string[]; endAtPeriodEnd: string[] };

const firstCreated = (a: SubscriptionFacts, b: SubscriptionFacts) =>
  a.created - b.created || a.createdAt.getTime() - b.createdAt.getTime() || a._id.localeCompare(b._id);

/**
 * At most one running subscription per user. The first one created stays; any later one was bought
 * by mistake (a second tab, a second click) and is ended at once with its payment refunded. A held
 * Lifetime purchase ends the Pro that was running before it at period end (no further renewal),
 * and a Pro started after the Lifetime checkout is itself a mistake. Order-independent: the same
 * facts give the same answer whichever webhook brought them.
 */
export function planCorrections(
  subscriptions: readonly SubscriptionFacts[],
  purchases: readonly PurchaseFacts[],
): PlanCorrections {
  const live = subscriptions.filter((s) => !TERMINAL_STATUSES.includes(s.status)).sort(firstCreated);
  const lifetimeSince = Math.min(
    ...purchases.filter((p) => p.paid && !p.refunded).map((p) => p.created),
    Infinity,
  );
  // The same second counts as before: a Pro paid just as the Lifetime checkout opened is the old plan.
  const beforeLifetime = live.filter((s) => s.created <= lifetimeSince);
  const [kept, ...surplus] = beforeLifetime;
  const afterLifetime = live.filter((s) => s.created > lifetimeSince);
  const endsAtPeriodEnd = kept && lifetimeSince !== Infinity && !kept.cancelAtPeriodEnd;
  return {
    cancelAndRefund: [...surplus, ...afterLifetime].map((s) => s._id),
    endAtPeriodEnd: endsAtPeriodEnd ? [kept._id] : [],
  };
}

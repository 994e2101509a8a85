import type { SubscriptionStatusReply, SubscriptionSummary } from '../api/billingApi';

/** The spec's plan labels and colours (Pro blue, Lifetime purple, Free grey). */
export type UserPlan =
  | { kind: 'free'; label: 'Free'; color: 'default' }
  | { kind: 'lifetime'; label: 'Lifetime' | 'Lifetime (Beta Tester)'; color: 'purple' }
  | { kind: 'pro'; label: 'Pro Monthly'; color: 'blue'; subscription: SubscriptionSummary };

/** Statuses that still hold a subscription worth showing (and managing in the portal). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/** Which plan the subscription answer describes: testers and purchases first, then a live subscription. */
export function planOfSubscription(status: SubscriptionStatusReply): UserPlan {
  if (status.isTester) return { kind: 'lifetime', label: 'Lifetime (Beta Tester)', color: 'purple' };
  if (status.hasLifetimePurchase) return { kind: 'lifetime', label: 'Lifetime', color: 'purple' };
  const subscription = status.subscriptions.find((candidate) => LIVE_STATUSES.has(candidate.status));
  if (subscription) return { kind: 'pro', label: 'Pro Monthly', color: 'blue', subscription };
  return { kind: 'free', label: 'Free', color: 'default' };
}

/** Cents as the spec shows them: divided by 100, two decimals. */
export function formatCents(cents: number | null | undefined, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    (cents ?? 0) / 100,
  );
}

/** A Stripe timestamp (Unix seconds) as a long US date. */
export function formatStripeDate(seconds: number | null | undefined): string {
  if (!seconds) return '—';
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

import type { SubscriptionStatusReply, SubscriptionSummary } from '../api/billingApi';

/** The spec's plan labels and colours (Pro blue, Lifetime purple, Free grey). */
export type UserPlan =
  | { kind: 'free'; label: 'Free'; color: 'default' }
  | { kind: 'lifetime'; label: 'Lifetime' | 'Lifetime (Beta Tester)'; color: 'purple' }
  | { kind: 'pro'; label: 'Pro Monthly'; color: 'blue'; subscription: SubscriptionSummary };

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * The plan as billing decided it (the page shows, it does not judge), with the newest subscription
 * that still holds Pro for the details.
 */
export function planOfSubscription(status: SubscriptionStatusReply): UserPlan {
  if (status.plan === 'lifetime') {
    const label = status.planLabel === 'Lifetime (Beta Tester)' ? status.planLabel : 'Lifetime';
    return { kind: 'lifetime', label, color: 'purple' };
  }
  const subscription =
    status.subscriptions.find((candidate) => !ENDED.has(candidate.status)) ?? status.subscriptions[0];
  if (status.plan === 'pro' && subscription) {
    return { kind: 'pro', label: 'Pro Monthly', color: 'blue', subscription };
  }
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

import type { SessionUser } from '../../../shared/session/sessionUser';

export type PlanTagColor = 'purple' | 'blue' | 'default';

/**
 * The plan named on the account card: billing's own label ('Pro Monthly', 'Lifetime', 'Lifetime
 * (Beta Tester)', 'Free') once it has answered, so the card never disagrees with the subscription
 * section. Without that answer the account itself says enough: testers are treated as Lifetime,
 * everyone else is shown as Free.
 */
export function planLabel(account: Pick<SessionUser, 'isTester'>, billingLabel?: string): string {
  if (billingLabel) return billingLabel;
  return account.isTester ? 'Lifetime (Beta Tester)' : 'Free';
}

/** The spec's plan colours: Pro blue, Lifetime purple, Free grey. */
export function planColor(label: string): PlanTagColor {
  if (label.startsWith('Lifetime')) return 'purple';
  if (label.startsWith('Pro')) return 'blue';
  return 'default';
}

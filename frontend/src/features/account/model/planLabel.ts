import type { SessionUser } from '../../../app/session/sessionUser';

/**
 * The plan named on the account card. Testers are treated as Lifetime (spec 000 section 1); until
 * billing keeps subscriptions everyone else is Free. Billing extends this one function with the
 * subscription status (Pro, Pro Monthly, Lifetime).
 */
export function planLabel(account: Pick<SessionUser, 'isTester'>): string {
  if (account.isTester) return 'Lifetime (Beta Tester)';
  return 'Free';
}

import { completeOnboarding, linkUsable } from './connect-accounts';
import { escapeHtml, page } from './html';
import type { SimStore } from './sim-store';
import type { AccountLink } from './sim-types';

export type HostedAnswer = { status: number; page?: string; redirect?: string };

/** The stand-in for Stripe's hosted onboarding: one button completes it (no identity checks here). */
function onboardingPage(link: AccountLink): string {
  return page(
    'Connect your Stripe account',
    `<h1>Connect your Stripe account</h1>
<div class="card"><p>Account <strong data-testid="onboarding-account">${escapeHtml(link.account)}</strong></p>
<p class="note">Stripe would ask here for the business, its representative and a bank account. The simulator
skips them: completing makes the account able to take card payments at once.</p></div>
<form method="post" action="/connect/onboarding/${link.id}/complete">
<button type="submit">Complete onboarding</button>
</form>
<p><a href="${escapeHtml(link.return_url)}">Return without finishing</a></p>`,
  );
}

/**
 * /connect/onboarding/:link (the page) and /connect/onboarding/:link/complete (its form). A spent or
 * expired link sends the browser to refresh_url, as Stripe's does; undefined for other paths.
 */
export function connectHosted(store: SimStore, method: string, path: string): HostedAnswer | undefined {
  const [, id, action] = /^\/connect\/onboarding\/([^/]+)(?:\/(complete))?$/.exec(path) ?? [];
  if (!id) return undefined;
  const link = store.accountLinks.get(id);
  if (!link) return { status: 404, page: page('Not found', '<h1>No such onboarding link</h1>') };
  if (!linkUsable(store, link)) return { status: 303, redirect: link.refresh_url };
  if (method === 'GET' && !action) return { status: 200, page: onboardingPage(link) };
  if (method === 'POST' && action === 'complete') {
    completeOnboarding(store, link);
    return { status: 303, redirect: link.return_url };
  }
  return { status: 404, page: page('Not found', '<h1>Not found</h1>') };
}

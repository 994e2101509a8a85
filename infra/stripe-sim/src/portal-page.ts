import { day, escapeHtml, money, page } from './html';
import type { SimStore } from './sim-store';
import type { StripeObject, Subscription } from './sim-types';

function subscriptionCard(portal: StripeObject, subscription: Subscription): string {
  const item = subscription.items.data[0];
  const end = day(item.current_period_end);
  const status = subscription.cancel_at_period_end
    ? `Cancels on ${end}`
    : `${subscription.status}, renews on ${end}`;
  const action = subscription.cancel_at_period_end ? 'resume' : 'cancel';
  return `<div class="card" data-subscription="${subscription.id}">
<p><strong>${money(item.price.unit_amount, item.price.currency)} per ${item.price.recurring?.interval}</strong></p>
<p data-testid="portal-status">${escapeHtml(status)}</p>
<form method="post" action="/portal/${portal.id}/${action}?subscription=${subscription.id}">
<button type="submit">${action === 'cancel' ? 'Cancel plan' : 'Renew plan'}</button></form></div>`;
}

/** The stand-in for Stripe's customer portal: the customer's plans, cancel at period end or resume, and back. */
export function portalPage(store: SimStore, portal: StripeObject): string {
  const subscriptions = [...store.subscriptions.values()].filter(
    (s) => s.customer === portal.customer && s.status !== 'canceled',
  );
  const cards = subscriptions.map((s) => subscriptionCard(portal, s)).join('\n') || '<p>No current plan.</p>';
  const back = portal.return_url
    ? `<p><a href="${escapeHtml(portal.return_url as string)}">Return to Paydraft</a></p>`
    : '';
  return page('Manage billing', `<h1>Manage billing</h1>\n${cards}\n${back}`);
}

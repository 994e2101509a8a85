import { DECLINED_CARD, FAILS_LATER_CARD, GOOD_CARD } from './cards';
import { priceOf, termsOf } from './checkout-flow';
import { day, escapeHtml, money, page } from './html';
import type { SimStore } from './sim-store';
import type { CheckoutSession } from './sim-types';

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The stand-in for Stripe's hosted Checkout: what is bought, a test card, Pay, and Cancel. */
export function checkoutPage(
  store: SimStore,
  session: CheckoutSession,
  error?: string,
  typedEmail?: string,
): string {
  const price = priceOf(store, session);
  const product = store.products.get(price.product)?.name as string | undefined;
  const description = store.products.get(price.product)?.description as string | null | undefined;
  const { trialDays } = termsOf(store, session);
  const amount = money(price.unit_amount, price.currency);
  const terms =
    session.mode === 'subscription'
      ? trialDays > 0
        ? `${trialDays} days free, then ${amount} per ${price.recurring?.interval} from ${day(store.now() + trialDays * 86_400)}`
        : `${amount} per ${price.recurring?.interval}`
      : `${amount} once`;
  return page(
    `Pay ${product ?? 'Paydraft'}`,
    `<h1>${escapeHtml(product ?? 'Paydraft')}</h1>
${description ? `<p data-testid="checkout-description">${escapeHtml(description)}</p>` : ''}
<div class="card"><p data-testid="checkout-terms"><strong>${escapeHtml(terms)}</strong></p>
<p>Due today: <strong data-testid="checkout-due">${money(session.amount_total as number, price.currency)}</strong></p></div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${session.id}/pay">
${store.accountOf(session.id) ? emailField(typedEmail ?? (session.customer_email as string | null) ?? '') : ''}<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" value="${spaced(GOOD_CARD)}">
<p class="note">${cardNote(store, session)}</p>
<button type="submit">Pay</button>
</form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`,
  );
}

/** A payment on a connected account asks for the payer's email (Checkout's receipt address), prefilled when given. */
const emailField = (email: string) =>
  `<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}">
`;

/** The test cards that matter here: a one-off payment on a connected account saves no card for later. */
const cardNote = (store: SimStore, session: CheckoutSession) =>
  store.accountOf(session.id)
    ? `${spaced(GOOD_CARD)} pays; ${spaced(DECLINED_CARD)} is declined.`
    : `${spaced(DECLINED_CARD)} is declined; ${spaced(FAILS_LATER_CARD)} is saved but later charges fail.`;

/** What Stripe's hosted page shows once a session is expired: nothing left to pay. */
export const expiredPage = () =>
  page(
    'Checkout expired',
    '<h1>This checkout session has expired.</h1><p>Go back to Paydraft and start again.</p>',
  );

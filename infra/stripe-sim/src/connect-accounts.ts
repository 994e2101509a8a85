import { SimRequestError } from './checkout-flow';
import { obj, str, type Params } from './form-body';
import type { SimStore } from './sim-store';
import type { Account, AccountLink } from './sim-types';

/** How long an account link works, as Stripe's (a few minutes). */
const LINK_SECONDS = 300;
const ACCOUNT_TYPES = ['standard', 'express', 'custom'];

/** The error Stripe answers for an account the platform does not reach (unknown, or disconnected). */
export const noAccessTo = (account: string) =>
  new SimRequestError(
    403,
    `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
    undefined,
    'account_invalid',
  );

/** POST /v1/accounts: a connected account that cannot take charges until its onboarding is completed. */
export function createAccount(store: SimStore, params: Params): Account {
  const type = str(params, 'type') ?? 'standard';
  if (!ACCOUNT_TYPES.includes(type)) {
    throw new SimRequestError(400, `Invalid type: must be one of ${ACCOUNT_TYPES.join(', ')}`, 'type');
  }
  const account: Account = {
    id: store.id('acct'),
    object: 'account',
    type,
    charges_enabled: false,
    details_submitted: false,
    payouts_enabled: false,
    country: str(params, 'country') ?? 'US',
    default_currency: 'usd',
    email: str(params, 'email') ?? null,
    created: store.now(),
    livemode: false,
    metadata: obj(params, 'metadata') as Record<string, string>,
  };
  store.accounts.set(account.id, account);
  return account;
}

export function accountById(store: SimStore, id: string): Account {
  const account = store.accounts.get(id);
  if (!account) throw noAccessTo(id);
  return account;
}

/** POST /v1/account_links: the simulator's onboarding page for the account, good for one visit. */
export function createAccountLink(store: SimStore, params: Params): AccountLink {
  const account = accountById(store, str(params, 'account') ?? '');
  const type = str(params, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update') {
    throw new SimRequestError(400, 'type must be account_onboarding or account_update', 'type');
  }
  for (const key of ['refresh_url', 'return_url']) {
    if (!str(params, key)) throw new SimRequestError(400, `Missing required param: ${key}.`, key);
  }
  const id = store.id('acctlink');
  const link: AccountLink = {
    id,
    object: 'account_link',
    account: account.id,
    created: store.now(),
    expires_at: store.now() + LINK_SECONDS,
    url: `${store.publicUrl}/connect/onboarding/${id}`,
    refresh_url: str(params, 'refresh_url')!,
    return_url: str(params, 'return_url')!,
    used: false,
  };
  store.accountLinks.set(id, link);
  // Stripe's answer has no id: a link is only its URL.
  return link;
}

/** A link is spent once visited, or once its minutes are up: Stripe then sends the browser to refresh_url. */
export const linkUsable = (store: SimStore, link: AccountLink) => !link.used && link.expires_at > store.now();

/**
 * The onboarding page's submit: the account can take charges and pay out at once, and the platform hears
 * of it (account.updated on the Connect endpoint, with `account`).
 */
export function completeOnboarding(store: SimStore, link: AccountLink): Account {
  link.used = true;
  const account = accountById(store, link.account);
  const previous = {
    charges_enabled: account.charges_enabled,
    details_submitted: account.details_submitted,
    payouts_enabled: account.payouts_enabled,
  };
  Object.assign(account, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
  store.emit('account.updated', account, previous);
  return account;
}

/** What the API answers for a link: Stripe's fields only. */
export const linkAnswer = ({ object, created, expires_at, url }: AccountLink) => ({
  object,
  created,
  expires_at,
  url,
});

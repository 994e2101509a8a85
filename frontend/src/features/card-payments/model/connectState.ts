import type { ConnectStatus } from '../api/connectApi';

/** What the 'Accept card payments' card shows: never connected, set-up unfinished at Stripe, or taking cards. */
export type ConnectState = 'not_connected' | 'incomplete' | 'connected';

export function connectStateOf(status: ConnectStatus): ConnectState {
  if (!status.connected) return 'not_connected';
  return status.charges_enabled ? 'connected' : 'incomplete';
}

/** The failure of a Connect call: the server's words (they name Stripe's trouble), else `fallback`. */
export function connectErrorText(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  const text = (data as { error?: unknown } | undefined)?.error;
  return typeof text === 'string' && text ? text : fallback;
}

/**
 * Back from Stripe's onboarding (`?connect=return`), or sent back because its link expired or was
 * used (`?connect=refresh`): what happened, in the state the account is in now.
 */
export function onboardingReturnText(
  param: string | null,
  state: ConnectState,
): { type: 'success' | 'info'; text: string } | null {
  if (param === 'refresh' && state !== 'connected')
    return { type: 'info', text: 'The Stripe set-up link expired. Continue below where you left off.' };
  if (param !== 'return') return null;
  if (state === 'connected')
    return { type: 'success', text: 'Stripe is connected: clients can now pay your invoices by card.' };
  if (state === 'incomplete')
    return {
      type: 'info',
      text: 'Stripe still needs a few details. Finish the set-up to take card payments.',
    };
  return { type: 'info', text: 'Stripe was not connected. You can try again at any time.' };
}

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

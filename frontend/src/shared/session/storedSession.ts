import { SESSION_HINT_COOKIE } from '@paydraft/invoice-core';
import type { SessionUser } from './sessionUser';

/** The spec's local-storage keys: the user as JSON and the bearer token as a string. */
const USER_KEY = 'user';
const TOKEN_KEY = 'token';

export type StoredSession = { user: SessionUser; token: string };

/** The session a previous visit left, or null when either half is missing or unreadable. */
export function readStoredSession(): StoredSession | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    if (!token || !user) return null;
    return { token, user: JSON.parse(user) as SessionUser };
  } catch {
    return null;
  }
}

/** A year: renewed at every start with a session (its check rewrites it), removed at sign-out. */
const SESSION_HINT_SECONDS = 365 * 24 * 3600;

/**
 * Tells the gateway whether this browser holds a session, so a prerendered page keeps its account
 * buttons hidden until it has applied it (invoice-core's session-hint.ts). No secret: '1' or nothing.
 */
function writeSessionHint(present: boolean): void {
  const lifetime = present ? SESSION_HINT_SECONDS : 0;
  document.cookie = `${SESSION_HINT_COOKIE}=${present ? '1' : ''}; Path=/; Max-Age=${lifetime}; SameSite=Lax`;
}

export function writeStoredSession(session: StoredSession | null): void {
  writeSessionHint(session !== null);
  try {
    if (session) {
      localStorage.setItem(USER_KEY, JSON.stringify(session.user));
      localStorage.setItem(TOKEN_KEY, session.token);
    } else {
      localStorage.removeItem(USER_KEY);
      localStorage.removeItem(TOKEN_KEY);
    }
  } catch {
    // Storage full or blocked (private mode): the session still lives for this tab.
  }
}

import type { Page } from 'playwright-core';

/** The page's local storage; this file is compiled without the DOM's types. */
type PageStorage = { getItem(key: string): string | null; removeItem(key: string): void };
type PageGlobal = { localStorage: PageStorage };

export type StoredUser = { id: string; email: string; username: string | null; createdAt: string };
export type StoredSession = { user: StoredUser | null; token: string | null };

/** The session the page keeps in local storage ('user' as JSON and 'token'). */
export function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => {
    const { localStorage } = globalThis as unknown as PageGlobal;
    const user = localStorage.getItem('user');
    return { user: user ? (JSON.parse(user) as StoredUser) : null, token: localStorage.getItem('token') };
  });
}

/** How the API answers GET /api/auth/me with `token`, from inside the page. */
export function meStatus(page: Page, token: string): Promise<number> {
  return page.evaluate(
    (bearer) =>
      fetch('/api/auth/me', { headers: { authorization: `Bearer ${bearer}` } }).then((r) => r.status),
    token,
  );
}

/**
 * Signs out as the dashboard's Logout does (the only Logout button is in the dashboard, which a user
 * without a plan cannot open): the server ends the session, the page forgets it, and the browser
 * lands on /login?skipChecks=true.
 */
export async function signOut(page: Page) {
  await page.evaluate(async () => {
    const { localStorage } = globalThis as unknown as PageGlobal;
    const token = localStorage.getItem('token');
    const response = await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`POST /api/auth/logout answered ${response.status}`);
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await page.goto(new URL('/login?skipChecks=true', page.url()).toString());
}

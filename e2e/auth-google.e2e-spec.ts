import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AuthLoginPage } from './pages/auth-login.page';
import { storedSession, type StoredUser } from './pages/auth-session.page';
import { appUrl } from './support/app-url';

const run = Date.now().toString(36);
const googleEmail = `lin.${run}@example.com`;

async function emailAvailable(email: string): Promise<boolean> {
  const response = await fetch(appUrl('/api/auth/check-email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return ((await response.json()) as { available: boolean }).available;
}

describe('Google sign-in through the local OIDC provider, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let visited: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  // A fresh browser each time: no stored session, no cookies, as a second device would be.
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // The local provider signs in as the address in login_hint, so this test is its own Google account.
    // The browser follows the gateway's redirect to the provider itself (a route never sees the
    // redirected request), so the redirect is fetched here and its Location given the hint.
    await context.route(appUrl('/api/auth/google'), async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers()['location']);
      location.searchParams.set('login_hint', googleEmail);
      await route.fulfill({ response, headers: { ...response.headers(), location: location.toString() } });
    });
    page = await context.newPage();
    visited = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
  });
  afterEach(() => context.close());

  async function signInWithGoogle(): Promise<StoredUser> {
    const login = new AuthLoginPage(page);
    await login.openLogin();
    await login.google.click();
    // A new account has no plan yet: the stats probe answers 403, so the plan page opens.
    await page.waitForURL(appUrl('/plan'), { timeout: 15_000 });
    const { user, token } = await storedSession(page);
    expect(token).toBeTruthy();
    if (!user) throw new Error('no user stored after Google sign-in');
    return user;
  }

  let firstUser: StoredUser | undefined;

  it('creates the account the first time', async () => {
    await expect(emailAvailable(googleEmail)).resolves.toBe(true);

    firstUser = await signInWithGoogle();

    expect(firstUser.email).toBe(googleEmail);
    await expect(emailAvailable(googleEmail)).resolves.toBe(false);
    // The session came through /auth/callback with a one-time code, never a token in the address.
    const callback = visited.find((url) => new URL(url).pathname === '/auth/callback');
    expect(new URL(callback ?? 'http://x/').searchParams.get('code')).toBeTruthy();
    expect(visited.some((url) => /token=/.test(url))).toBe(false);
  });

  it('signs in to the same account the second time', async () => {
    expect(firstUser).toBeDefined();

    const again = await signInWithGoogle();

    expect(again.id).toBe(firstUser?.id);
    expect(again.email).toBe(googleEmail);
    expect(again.createdAt).toBe(firstUser?.createdAt);
  });

  it('sends a failed sign-in back to /login with the spec message', async () => {
    // A callback without the state cookie of a sign-in this browser started.
    await page.goto(appUrl('/api/auth/google/callback?code=forged&state=forged'));

    await page.waitForURL(appUrl('/login?error=google_auth_failed'));
    await new AuthLoginPage(page).alert('Google authentication failed. Please try again.').waitFor();
  });

  it('shows the failure on /auth/callback when the code is refused, then opens /login', async () => {
    await page.goto(appUrl('/auth/callback?code=not-a-real-code'));

    await page.getByRole('alert').filter({ hasText: 'Failed to complete authentication' }).waitFor();
    await page.waitForURL(appUrl('/login'), { timeout: 6_000 });
  });
});

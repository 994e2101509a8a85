import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AuthLoginPage } from './pages/auth-login.page';
import { meStatus, signOut, storedSession, type StoredUser } from './pages/auth-session.page';
import { AuthSignupPage } from './pages/auth-signup.page';
import { appUrl } from './support/app-url';

/** A suffix that keeps this run's accounts apart from any other test's. */
const run = Date.now().toString(36);
const account = { email: `ada.${run}@example.com`, username: `ada${run}`, password: 'secret1' };

/** An account made through the API, to own a username the sign-up form must refuse. */
/** `npm run admin -- grant-tester EMAIL` against this stack: a tester may open the dashboard. */
function grantTester(email: string) {
  const natsUrl = process.env.PAYDRAFT_NATS_URL;
  if (!natsUrl) throw new Error('PAYDRAFT_NATS_URL is not set: run through e2e/jest.config.cjs');
  const root = join(__dirname, '..');
  execFileSync('node', ['-r', '@swc-node/register', 'infra/admin/main.ts', 'grant-tester', email], {
    cwd: root,
    env: { ...process.env, NATS_URL: natsUrl },
    stdio: 'pipe',
  });
}

async function createAccount(email: string, username: string) {
  const response = await fetch(appUrl('/api/auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      username,
      password: 'secret1',
      confirmPassword: 'secret1',
      agreeToTerms: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`signup answered ${response.status}: ${await response.text()}`);
}

describe('sign-up and sign-in by password, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let signedUp: StoredUser | null = null;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => context.close());

  async function openContext(width: number) {
    context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    page = await context.newPage();
  }

  it('names the sign-up rules one at a time in the spec order, then creates the account and lands on /plan', async () => {
    await openContext(1280);
    const takenName = `taken${run}`;
    await createAccount(`taken.${run}@example.com`, takenName);
    const signup = new AuthSignupPage(page);
    await signup.openSignup();

    await signup.fill({ email: account.email, password: 'secret1', confirmPassword: 'secret2' });
    await signup.submit.click();
    await signup.problem('Passwords do not match').waitFor();

    await signup.fill({ password: 'abc', confirmPassword: 'abc' });
    await signup.submit.click();
    await signup.problem('Password must be at least 6 characters long').waitFor();

    await signup.fill({ password: account.password, confirmPassword: account.password });
    await signup.submit.click();
    await signup.problem('Please agree to the terms and conditions').waitFor();

    await signup.agreeToTerms();
    await signup.fill({ username: takenName });
    await signup.usernameStatus('Username is already taken').waitFor();
    await signup.submit.click();
    await signup.problem('Please choose a different username or leave it empty').waitFor();

    // The server's answer is held back, so the submit surely finds the check still running.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/check-username/slow*', async (route) => {
      await held;
      await route.continue();
    });
    await signup.fill({ username: `slow${run}` });
    await signup.submit.click();
    await signup.problem('Please wait for username validation to complete').waitFor();
    release();
    await signup.usernameStatus('Username is available').waitFor();
    await page.unroute('**/api/auth/check-username/slow*');

    await signup.fill({ username: 'ab' });
    await signup.submit.click();
    await signup.problem('Username must be between 3 and 30 characters long').waitFor();

    await signup.fill({ username: 'ab_c' });
    await signup.submit.click();
    await signup.problem('Username can only contain letters and numbers').waitFor();

    await signup.fill({ username: account.username });
    await signup.usernameStatus('Username is available').waitFor();
    await signup.submit.click();

    await signup.success().waitFor();
    // The plan page opens 2 seconds after the confirmation.
    const shownAt = Date.now();
    await page.waitForURL(appUrl('/plan'));
    expect(Date.now() - shownAt).toBeGreaterThan(1500);

    const session = await storedSession(page);
    expect(session.user).toMatchObject({ email: account.email, username: account.username });
    expect(session.token).toBeTruthy();
    signedUp = session.user;
    // Signed in without dashboard access (no plan yet): the header's 'Login' opens the account menu.
    await signup.navigation.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect(signup.navLink('Log In / Sign Up').count()).resolves.toBe(0);

    // A signed-in visitor to /login is verified and sent on to where they belong.
    await page.goto(appUrl('/login'));
    await page.waitForURL(appUrl('/plan'));
  });

  it('signs out, refuses a wrong password, and signs back in by username on a phone-sized screen', async () => {
    expect(signedUp).not.toBeNull();
    await openContext(390);
    const login = new AuthLoginPage(page);
    await login.openLogin();
    await login.logIn(account.email, account.password);
    await page.waitForURL(appUrl('/plan'));
    const { token } = await storedSession(page);

    await signOut(page);
    await login.emailOrUsername.waitFor();
    await expect(storedSession(page)).resolves.toEqual({ user: null, token: null });
    await expect(meStatus(page, token ?? '')).resolves.toBe(401);

    await login.logIn(account.username, 'not-my-password');
    await login.alert('Invalid email or password. Please check your credentials and try again.').waitFor();

    await login.logIn(account.username.toUpperCase(), account.password);
    await page.waitForURL(appUrl('/plan'));
    const session = await storedSession(page);
    expect(session.user?.id).toBe(signedUp?.id);
    expect(session.token).not.toBe(token);
  });

  it("sends a user with dashboard access to /dashboard, and the header then offers 'Dashboard'", async () => {
    const tester = { email: `tess.${run}@example.com`, username: `tess${run}` };
    await createAccount(tester.email, tester.username);
    grantTester(tester.email);
    await openContext(1280);
    const login = new AuthLoginPage(page);
    await login.openLogin();

    await login.logIn(tester.username, 'secret1');

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await login.open('/about');
    await login.navLink(/^Dashboard$/).waitFor();
    await expect(login.navLink(/^Dashboard$/).getAttribute('href')).resolves.toBe('/dashboard');
    await expect(login.navLink('Log In / Sign Up').count()).resolves.toBe(0);
  });
});

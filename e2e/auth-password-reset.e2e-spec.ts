import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AuthLoginPage } from './pages/auth-login.page';
import { AuthPasswordPage } from './pages/auth-password.page';
import { storedSession } from './pages/auth-session.page';
import { appUrl } from './support/app-url';
import { latestMailTo, linkIn } from './support/mailbox';

const run = Date.now().toString(36);

async function createAccount(email: string, password: string): Promise<string> {
  const response = await fetch(appUrl('/api/auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password, agreeToTerms: true }),
  });
  if (response.status !== 201)
    throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

describe('a forgotten password replaced through the mailed link, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('mails a link that sets a new password once; the new password signs in and the old one no longer does', async () => {
    const email = `grace.${run}@example.com`;
    const userId = await createAccount(email, 'oldsecret');
    const password = new AuthPasswordPage(page);
    const asked = new Date();

    await password.requestResetLink(email);

    const mail = await latestMailTo(email, { subject: 'Reset your Paydraft password', since: asked });
    const link = linkIn(mail, '/reset-password');
    expect(link.searchParams.get('token')).toBeTruthy();
    // The link is opened on the address the tests reach the app at (the mail names localhost).
    const resetPath = `${link.pathname}${link.search}`;
    await page.goto(appUrl(resetPath));

    await password.setNewPassword('newsecret', 'newsecrex');
    await password.problem('Passwords do not match').waitFor();
    await password.setNewPassword('short');
    await password.problem('Password must be at least 6 characters long').waitFor();
    await password.setNewPassword('newsecret');
    await page.getByText('Redirecting to login...').waitFor();
    await page.waitForURL(appUrl('/login'));

    const login = new AuthLoginPage(page);
    await login.logIn(email, 'oldsecret');
    await login.alert('Invalid email or password. Please check your credentials and try again.').waitFor();
    await login.logIn(email, 'newsecret');
    await page.waitForURL(appUrl('/plan'));
    await expect(storedSession(page)).resolves.toMatchObject({ user: { id: userId, email } });

    // The same link a second time: refused, with a way to ask for another.
    await page.goto(appUrl(resetPath));
    await password.setNewPassword('thirdsecret');
    await page.getByRole('alert').waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.not.toContain('Redirecting');
    await expect(
      page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href'),
    ).resolves.toBe('/forgot-password');
  });

  it("says 'Invalid reset link' when the link has no token", async () => {
    await page.goto(appUrl('/reset-password'));

    await page.getByRole('heading', { name: 'Invalid reset link' }).waitFor();
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await page.waitForURL(appUrl('/forgot-password'));
  });
});

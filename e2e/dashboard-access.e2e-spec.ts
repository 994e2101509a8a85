import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AccountPage } from './pages/account.page';
import { DashboardPage } from './pages/dashboard.page';
import {
  newTestAccount,
  newTester,
  signInThroughLoginPage,
  signUpThroughApi,
  type TestAccount,
} from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';

const SECTIONS = [
  'Overview',
  'Invoice / Quote',
  'Past Documents',
  'Recurring',
  'Convert Quotes',
  'Client Management',
  'Form Preferences',
  'Account',
  'Subscription',
  'Contact Us',
];

describe('the dashboard and its access guard, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let tester: TestAccount;

  beforeAll(async () => {
    browser = await launchChromium();
    tester = await newTester('tester');
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => page.close());

  it('lets a tester in: the shell with the nine sections, and the account labelled Lifetime (Beta Tester)', async () => {
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    const dashboard = new DashboardPage(page);

    await dashboard.sectionHeading().filter({ hasText: 'Overview' }).waitFor();
    await expect(dashboard.menuTitles()).resolves.toEqual(SECTIONS);
    await expect(dashboard.header.textContent()).resolves.toContain(tester.username);

    await dashboard.openSection('Account');
    expect(page.url()).toBe(appUrl('/dashboard?section=account&skipChecks=true'));
    const account = new AccountPage(page);
    await account.field('Plan').getByText('Lifetime (Beta Tester)').waitFor();
    await expect(account.field('Email').textContent()).resolves.toContain(tester.email);
    await expect(account.field('Username').textContent()).resolves.toContain(tester.username);
  });

  it('logs out to /login?skipChecks=true, after which /dashboard sends the visitor to /login', async () => {
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    const dashboard = new DashboardPage(page);

    await dashboard.logOut();
    await page.waitForURL(appUrl('/login?skipChecks=true'));
    await expect(dashboard.storedToken()).resolves.toBeNull();

    await page.goto(appUrl('/dashboard'));
    await page.waitForURL(appUrl('/login'));
  });

  it('sends a Free user who opens /dashboard to /plan', async () => {
    const free = newTestAccount('free');
    await signUpThroughApi(free);
    await signInThroughLoginPage(page, free, /\/plan$/);

    await page.goto(appUrl('/dashboard?section=account'));

    await page.waitForURL(appUrl('/plan'));
  });

  it('shows the sign-in-needed screen when the stored token is refused', async () => {
    await page.goto(appUrl('/'));
    const dashboard = new DashboardPage(page);
    await dashboard.storeSession('not-a-real-token', {
      id: 'x',
      email: 'x@example.com',
      username: null,
      createdAt: '',
      hasPassword: true,
    });

    // The start-up check (GET /api/auth/me) refuses the token and the session is forgotten.
    await page.goto(appUrl('/dashboard'));

    await page.getByRole('heading', { name: 'Sign in needed' }).waitFor();
    await expect(dashboard.storedToken()).resolves.toBeNull();
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(appUrl('/login'));
  });

  it('puts the menu in a drawer on a 390 px screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    const dashboard = new DashboardPage(page);
    await dashboard.sectionHeading().filter({ hasText: 'Overview' }).waitFor();
    await expect(dashboard.menu.count()).resolves.toBe(0);

    await dashboard.openDrawer();
    await dashboard.openSection('Client Management');

    await dashboard.menu.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(appUrl('/dashboard?section=clients&skipChecks=true'));
  });
});

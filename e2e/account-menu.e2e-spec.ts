import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AccountMenu } from './pages/account-menu.page';
import { newTestAccount, signInThroughLoginPage, signUpThroughApi } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';

const SCREENSHOTS = process.env.PAYDRAFT_SCREENSHOTS;

describe('signed in without a plan: the account menu and /plan, in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.close());

  /** A new account without a plan, signed in, landed on /plan (where the login form sends it). */
  async function signedInWithoutPlan(width: number) {
    page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = newTestAccount('noplan');
    await signUpThroughApi(account);
    await signInThroughLoginPage(page, account, /\/plan$/);
    return account;
  }

  it.each([1280, 390])('at %i px: signed in without a plan → Log out → the sign-in form', async (width) => {
    const account = await signedInWithoutPlan(width);
    await page.getByText(`Signed in as ${account.email}`).waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/plan-signed-in-${width}.png`, fullPage: true });

    const menu = await new AccountMenu(page).open();
    await page.locator('.ant-dropdown').getByText(account.email).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/account-menu-${width}.png` });
    await menu.getByRole('menuitem', { name: 'Log out' }).click();

    await page.waitForURL(appUrl('/login?skipChecks=true'));
    await page.getByLabel('Email or username').waitFor();
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    // Signed out for real: the dashboard now asks for a sign-in instead of the plan page.
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL(appUrl('/login'));
  });

  it("/plan's own 'Log out' signs out too, and 'Choose a plan' in the menu opens /plan", async () => {
    await signedInWithoutPlan(1280);
    await page.goto(appUrl('/pricing'));
    await new AccountMenu(page).choose('Choose a plan');
    await page.waitForURL(appUrl('/plan'));

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(appUrl('/login?skipChecks=true'));
    await page.getByLabel('Email or username').waitFor();
  });
});

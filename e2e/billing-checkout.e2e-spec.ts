import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BillingPage, StripeSimulator } from './pages/billing.page';
import { newTestAccount, signInThroughLoginPage, signUpThroughApi } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';

describe('plans bought through Stripe Checkout (the local simulator), in Chromium', () => {
  const stripe = new StripeSimulator();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let billing: BillingPage;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    billing = new BillingPage(page);
  });
  afterEach(() => context.close());

  async function signedUpOnPlanPage(prefix: string) {
    const account = newTestAccount(prefix);
    await signUpThroughApi(account);
    await signInThroughLoginPage(page, account, /\/plan$/);
  }

  it('Pro: trial through Checkout, the dashboard once the webhook is in, cancel in the portal, Free after the period', async () => {
    await signedUpOnPlanPage('pro');
    await billing.choosePlan('Start Free Trial');
    await billing.pay();
    await page.getByText('Your Pro Monthly plan is active.').waitFor();

    await billing.openSubscription();
    expect(await billing.planTag().textContent()).toBe('Pro Monthly');
    await page.getByText('Free trial').waitFor();
    await page.getByText('$5.00 / month').waitFor();

    await billing.cancelInPortal();
    await page.getByText('Access ends').waitFor();
    expect(await billing.statsStatus()).toBe(200);

    // Past the trial, which was also the paid period: the subscription ends and so does the access;
    // the lapsed user keeps a read-only dashboard that says so, and renewing is 'Subscribe Now'.
    await stripe.advanceDays(8);
    await page.goto(appUrl('/dashboard'));
    await page.getByText(/^Your Pro free trial ended on /).waitFor();
    expect(await billing.statsStatus()).toBe(403);
    await page.goto(appUrl('/plan?skipChecks=true'));
    await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
  });

  it('Lifetime: one payment, the Account card, and no billing portal', async () => {
    await signedUpOnPlanPage('life');
    await billing.choosePlan('Get Lifetime Access');
    await billing.pay();
    await page.getByText('Your Lifetime plan is active.').waitFor();

    await billing.openSubscription();
    expect(await billing.planTag().textContent()).toBe('Lifetime');
    await page.getByText('$99.00').waitFor();
    expect(await page.getByRole('button', { name: 'Manage Billing' }).count()).toBe(0);
    expect(await billing.statsStatus()).toBe(200);
  });

  it('a canceled Checkout comes back to /plan, charges nothing and keeps the trial', async () => {
    await signedUpOnPlanPage('cancel');
    await billing.choosePlan('Start Free Trial');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByText('Checkout canceled. You have not been charged.').waitFor();
    await page.getByRole('button', { name: 'Start Free Trial' }).waitFor();
    expect(await billing.statsStatus()).toBe(403);
  });
});

import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BillingPage, StripeSimulator } from './pages/billing.page';
import { newTestAccount, signInThroughLoginPage, signUpThroughApi } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { LapsedPlanPage } from './pages/lapsed-plan.page';
import { appUrl } from './support/app-url';

const SCREENSHOTS = process.env.PAYDRAFT_SCREENSHOTS;

describe('a lapsed plan, in Chromium', () => {
  const stripe = new StripeSimulator();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => context.close());

  it('a lapsed user downloads an old PDF and cannot create one', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const billing = new BillingPage(page);
    const lapsed = new LapsedPlanPage(page);

    const account = newTestAccount('lapsed');
    await signUpThroughApi(account);
    await signInThroughLoginPage(page, account, /\/plan$/);
    await billing.choosePlan('Start Free Trial');
    await billing.pay();
    await page.getByText('Your Pro Monthly plan is active.').waitFor();
    expect((await lapsed.saveInvoiceThroughApi('INV-OLD-1')).status).toBe(201);
    await billing.openSubscription();
    await billing.cancelInPortal();

    // Past the trial: the subscription ends.
    await stripe.advanceDays(8);
    expect(await billing.statsStatus()).toBe(403);

    await page.goto(appUrl('/dashboard'));
    await lapsed
      .banner()
      .getByText(/^Your Pro free trial ended on \w+ \d{1,2}, \d{4}\.$/)
      .waitFor();
    expect(await lapsed.banner().count()).toBe(1);
    expect(page.url()).toBe(appUrl('/dashboard'));
    const history = new HistoryPage(page);
    await history.open();
    await history.document('INV-OLD-1').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/lapsed-banner-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await history.cards().first().waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/lapsed-banner-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await history.table().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.document('INV-OLD-1').getByRole('button', { name: 'Download PDF of INV-OLD-1' }).click(),
    ]);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await lapsed.openCreate();
    await page.getByText('Renew your plan to create documents').waitFor();
    expect(await lapsed.saveInvoiceThroughApi('INV-NEW-1')).toMatchObject({
      status: 403,
      body: { code: 'billing.plan_lapsed', error: expect.stringContaining('Renew your plan') as unknown },
    });

    // Renewing: the trial is used, so no trial is promised.
    await lapsed.banner().getByRole('link', { name: 'Renew your plan' }).click();
    await page.waitForURL(/\/plan/);
    await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
    expect(await page.getByText(/free trial/i).count()).toBe(0);
  });
});

import type { PageElement } from './support/page-element';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { seriousViolations } from './support/accessibility';
import { appUrl } from './support/app-url';

const SCREENSHOTS = process.env.PAYDRAFT_SCREENSHOTS;

/** The demo dashboard, as a visitor without an account sees it. */
class DemoDashboardPage {
  constructor(readonly page: Page) {}

  async open(path = '/trial-dashboard') {
    await this.page.goto(appUrl(path));
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  tile(title: string): Locator {
    return this.page.locator('.ant-card').filter({ hasText: title }).first();
  }

  /** The prompt every write opens. */
  get prompt(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: 'Sign up to use this feature' });
  }

  /**
   * The prompt, and nothing else: the section that tried the write shows no error alert of its own.
   * The refused call has answered by the time the prompt's closing animation ends.
   */
  async expectPromptThenClose() {
    await this.prompt.waitFor();
    await this.prompt.getByRole('button', { name: 'Maybe Later' }).click();
    await this.prompt.waitFor({ state: 'hidden' });
    await expect(this.errorAlerts.count()).resolves.toBe(0);
  }

  get errorAlerts(): Locator {
    return this.page.locator('.ant-alert-error:visible');
  }

  /** Every link on the page that leaves the demo for the signed-in dashboard. */
  linksIntoDashboard(): Promise<string[]> {
    return this.page
      .locator('a[href]')
      .evaluateAll((links: PageElement[]) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => /^\/dashboard(\/|\?|$)/.test(href)),
      );
  }
}

describe('the demo dashboard, in Chromium without an account', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let demo: DemoDashboardPage;
  /** Every call to the API while on the demo: there should be none. */
  let apiCalls: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    demo = new DemoDashboardPage(page);
    apiCalls = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && new URL(page.url()).pathname.startsWith('/trial-dashboard')) {
        apiCalls.push(`${request.method()} ${url.pathname}`);
      }
    });
  });
  afterEach(() => context.close());

  it('shows the spec’s overview numbers, a noindex robots tag and no serious accessibility violations', async () => {
    await demo.open();

    await expect(demo.tile('Completed Quotes').textContent()).resolves.toMatch(/12/);
    await expect(demo.tile('Completed Invoices').textContent()).resolves.toMatch(/8/);
    await page.getByText('complete demo dashboard with sample data').waitFor();
    await expect(page.getByRole('link', { name: 'Sign Up Now' }).getAttribute('href')).resolves.toBe('/plan');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex, nofollow',
    );
    await page.getByText('Recent Activity').first().waitFor();
    // Quick actions and every other link stay in the demo; sample numbers read as the product's (QUO-9).
    await expect(page.getByRole('link', { name: /Manage Clients/ }).getAttribute('href')).resolves.toBe(
      '/trial-dashboard?section=clients&skipChecks=true',
    );
    await expect(demo.linksIntoDashboard()).resolves.toEqual([]);
    await page.getByText('QUO-9').first().waitFor();
    await expect(page.getByText(/\b(INV|QUO)-0\d/).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/demo-overview-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    // The section's title stays readable beside the menu button: the demo's actions wrap below it.
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/demo-overview-390.png`, fullPage: true });
    expect(apiCalls).toEqual([]);
  });

  it('answers every write tried with the demo prompt and no request', async () => {
    // Past Documents: delete, PDF, status.
    await demo.open('/trial-dashboard?section=history');
    await page.getByLabel('Delete INV-10').click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Delete Document' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await demo.expectPromptThenClose();
    await page.keyboard.press('Escape');
    await page.getByLabel('Download PDF of INV-10').click();
    await demo.expectPromptThenClose();
    await page.getByLabel('Status of INV-10').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Paid$/i })
      .click();
    await demo.expectPromptThenClose();

    // Clients: New Client → Create Client; a client's Delete.
    await demo.open('/trial-dashboard?section=clients');
    await page.getByRole('button', { name: /New Client/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: 'New Client' });
    await form.getByLabel(/Business name/i).fill('Test Co');
    await form.getByRole('button', { name: 'Create Client' }).click();
    await demo.expectPromptThenClose();
    await page.keyboard.press('Escape');
    await page.getByText('Acme Coffee Roasters').first().click();
    await page.waitForURL(/\/trial-dashboard\/clients\/demo-client-1/);
    await page.getByRole('link', { name: /Back to Clients/ }).waitFor();
    await expect(demo.linksIntoDashboard()).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Delete/ })
      .last()
      .click();
    await demo.expectPromptThenClose();

    // Form Preferences: Save.
    await demo.open('/trial-dashboard?section=preferences');
    await page.getByRole('button', { name: /Save All Settings/ }).click();
    await demo.expectPromptThenClose();

    // Contact Us: send.
    await demo.open('/trial-dashboard?section=contact');
    await page.locator('#contact-name').fill('Visitor');
    await page.locator('#contact-message').fill('Hello from the demo, is this saved anywhere?');
    const email = page.getByLabel('Email');
    if (!(await email.inputValue())) await email.fill('visitor@example.com');
    await page.getByRole('button', { name: /Send Message/ }).click();
    await demo.expectPromptThenClose();

    expect(apiCalls).toEqual([]);
    await expect(page.getByText(/^Failed/).count()).resolves.toBe(0);

    // 'Sign Up Now' in the prompt goes to the plan page.
    await page.getByRole('button', { name: /Send Message/ }).click();
    await demo.prompt.getByRole('button', { name: 'Sign Up Now' }).click();
    await page.waitForURL((url) => url.pathname === '/plan');
  });

  it('chooses a plan in the demo and lands on /plan?skipChecks=true after about a second', async () => {
    await demo.open('/trial-dashboard?section=subscription');
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    const started = Date.now();
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/plan' && url.search === '?skipChecks=true');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

import type { Browser, Page } from 'playwright-core';
import { AppShellPage } from './pages/app-shell.page';
import { NotFoundPage } from './pages/not-found.page';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { appUrl } from './support/app-url';

describe('the app through the gateway, in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterEach(() => page.close());

  it('renders the shell at / with the navigation and the sign-up actions', async () => {
    const shell = new AppShellPage(page);
    await shell.open('/');

    for (const name of ['Demo Dashboard', /Invoice\/Quote/, 'About', 'Pricing', 'Contact']) {
      await expect(shell.navLink(name).isVisible()).resolves.toBe(true);
    }
    await expect(shell.navLink('Log In / Sign Up').getAttribute('href')).resolves.toBe('/login');
    await expect(shell.navLink('Start Free Trial').getAttribute('href')).resolves.toBe('/plan');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Create professional invoices & quotes in minutes.',
    );
  });

  it('shows the 404 page for an unknown path, with links that work', async () => {
    const notFound = new NotFoundPage(page);
    await notFound.open('/no-such-page');

    await notFound.heading.waitFor();
    const links = ['Go Home', 'Create an invoice', 'Pricing', 'About', 'Contact', 'FAQ'];
    for (const name of links) await expect(notFound.link(name).count()).resolves.toBe(1);
    await expect(notFound.page.getByRole('button', { name: 'Go Back' }).count()).resolves.toBe(1);

    await notFound.link('Pricing').click();
    await page.waitForURL(appUrl('/pricing'));
    // The pricing page loads lazily; the 404 heading must go once it has rendered.
    await notFound.heading.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('serves deep links from the server (a reload on a client route is not a 404 from the gateway)', async () => {
    const response = await page.goto(appUrl('/invoice-generator'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { signedInTester } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';
import { waitForHydration } from './support/hydration';
import { shot } from './support/screenshots';

/** Every console error and uncaught error of `page` (React reports a failed hydration as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('prerendered public pages (docs/prerendering.md), in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => context.close());

  describe('with JavaScript disabled', () => {
    const open = async (path: string, width: number) => {
      context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(appUrl(path));
      return page;
    };

    it.each([390, 1280])('/pricing shows the three plans and their prices at %i px', async (width) => {
      const page = await open('/pricing', width);

      await expect(page.title()).resolves.toBe('Pricing | Paydraft');
      for (const plan of ['Free', 'Pro', 'Lifetime'])
        await expect(page.getByRole('heading', { name: plan, exact: true }).isVisible()).resolves.toBe(true);
      for (const price of ['$0', '$5', '$99'])
        await expect(page.getByText(price, { exact: true }).isVisible()).resolves.toBe(true);
      await shot(page, 'prerendered-pricing-no-js');
    });

    it("the header is the one for the width: inline links on a wide screen, 'Menu' on a phone", async () => {
      const wide = await open('/pricing', 1280);
      const banner = wide.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Contact' }).isVisible()).resolves.toBe(true);
      await expect(banner.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
      await context.close();

      const narrow = await open('/pricing', 390);
      await expect(
        narrow.getByRole('banner').getByRole('button', { name: 'Menu' }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        narrow.getByRole('banner').getByRole('link', { name: 'Contact' }).isVisible(),
      ).resolves.toBe(false);
    });

    it.each([390, 1280])("/invoice-generator shows the form's first paint at %i px", async (width) => {
      const page = await open('/invoice-generator', width);

      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Invoice Builder');
      await expect(page.getByLabel('Invoice number').inputValue()).resolves.toBe('INV-1');
      await expect(page.getByLabel('Your business details').isVisible()).resolves.toBe(true);
      await shot(page, 'prerendered-invoice-generator-no-js');
    });

    it("the footer shows the build's year", async () => {
      const page = await open('/pricing', 1280);

      await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(
        `© ${new Date().getFullYear()} Paydraft. All rights reserved.`,
      );
    });

    it('shows the account buttons to a browser holding a session too: no script will apply it', async () => {
      const page = await open('/pricing', 1280);
      await context.addCookies([{ name: 'paydraft_session_hint', value: '1', url: appUrl('/') }]);
      await page.reload();

      await expect(page.getByRole('banner').getByText('Log In / Sign Up').isVisible()).resolves.toBe(true);
    });

    it('its links are plain links that lead to the next prerendered page', async () => {
      const page = await open('/pricing', 1280);

      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(appUrl('/faq'));
      await expect(page.title()).resolves.toBe('Frequently Asked Questions | Paydraft');
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    });

    it('an unknown address shows the 404 page', async () => {
      const page = await open('/no-such-page', 1280);

      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' }).isVisible()).resolves.toBe(
        true,
      );
    });
  });

  describe('with JavaScript', () => {
    const open = async (path: string, width: number) => {
      context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(appUrl(path));
      await waitForHydration(page);
      return { page, errors };
    };

    it.each([390, 1280])('/pricing hydrates without an error and answers a click at %i px', async (width) => {
      const { page, errors } = await open('/pricing', width);
      await shot(page, 'prerendered-pricing-js');

      await page.getByRole('link', { name: 'Create an Invoice (Free)' }).click();
      await page.getByRole('heading', { name: 'Invoice Builder' }).waitFor();
      expect(errors).toEqual([]);
    });

    it('/invoice-generator hydrates without an error and its form works', async () => {
      const { page, errors } = await open('/invoice-generator', 1280);
      await shot(page, 'prerendered-invoice-generator-js');

      await page
        .getByRole('radiogroup', { name: 'Document type' })
        .getByText('Quote', { exact: true })
        .click();
      await page.getByRole('heading', { name: 'Quote Builder' }).waitFor();
      await page.getByLabel('Your business details').fill('Acme Ltd');
      await expect(page.getByLabel('Your business details').inputValue()).resolves.toBe('Acme Ltd');
      expect(errors).toEqual([]);
    });

    it("the footer shows the visitor's year once hydrated, even when it is not the build's", async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(`${new Date().getFullYear() + 1}-01-01T00:00:30`));
      const errors = collectErrors(page);
      await page.goto(appUrl('/pricing'));
      await waitForHydration(page);

      await page
        .getByRole('contentinfo')
        .getByText(`© ${new Date().getFullYear() + 1} Paydraft. All rights reserved.`)
        .waitFor();
      expect(errors).toEqual([]);
    });

    it("a signed-in visitor's page hydrates as built, then shows their session", async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signedInTester(page, 'prerender');
      const errors = collectErrors(page);

      await page.goto(appUrl('/pricing'));
      await waitForHydration(page);

      await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      await expect(page.getByRole('link', { name: 'Log In / Sign Up' }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });

    it("a signed-in visitor does not see the signed-out buttons while the page's script loads", async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signedInTester(page, 'prehint');
      const errors = collectErrors(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });

      // The prerendered HTML, its script held back: the buttons keep their place, unseen.
      await page.goto(appUrl('/pricing'), { waitUntil: 'commit' });
      const signedOutButton = page.getByRole('banner').getByText('Log In / Sign Up');
      await signedOutButton.waitFor({ state: 'attached' });
      await expect(signedOutButton.isVisible()).resolves.toBe(false);
      await shot(page, 'prerendered-pricing-session-hint');

      release();
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      expect(errors).toEqual([]);
    });

    it('/plan, prerendered as its loading shell, still sends a signed-out visitor to log in', async () => {
      const { page, errors } = await open('/plan', 1280);

      await page.waitForURL(appUrl('/login'));
      expect(errors).toEqual([]);
    });
  });
});

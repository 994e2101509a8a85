import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AuthLoginPage } from './pages/auth-login.page';
import { BuilderPage, writeLogo } from './pages/builder.page';
import { ClientsPage } from './pages/clients.page';
import { signedInTester } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { HomePage } from './pages/home.page';
import { appUrl } from './support/app-url';
import { CspWatch } from './support/csp-watch';

const files = mkdtempSync(join(tmpdir(), 'paydraft-csp-'));

/** Calls the API as the signed-in owner of `history`'s page. */
async function ownerCall<T>(history: HistoryPage, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${await history.token()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download.suggestedFilename();
}

describe('the built app under its Content-Security-Policy, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let csp: CspWatch;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    page = await context.newPage();
    csp = await CspWatch.on(page, new URL(appUrl('/')).origin);
  });
  afterEach(() => context.close());

  /** Every page loaded arrived with the policy, and the browser refused nothing under it. */
  async function expectNoViolation() {
    await csp.settle();
    expect(csp.policies.size).toBeGreaterThan(0);
    expect(csp.unprotectedPages()).toEqual([]);
    expect(csp.violations).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
  }

  it('home, the builder with a logo and a generated PDF, the status page and the API reference', async () => {
    await new HomePage(page).open();

    const builder = new BuilderPage(page);
    await builder.openBuilder();
    const logo = join(files, 'logo.png');
    await writeLogo(logo);
    await builder.uploadLogo(logo);
    await builder.fillParties('CSP Studio', 'Policy GmbH');
    await builder.fillItem(1, { description: 'Header review', qty: '2', rate: '80' });
    await builder.generateAndSave(join(files, 'builder.pdf'));
    await builder.closeSuccess();

    await page.goto(appUrl('/status'));
    await page.getByText('All systems operational').first().waitFor();

    // The API reference (Swagger UI) is served under the same policy.
    await page.goto(appUrl('/api/docs'));
    await page.getByRole('heading', { name: /Paydraft API/ }).waitFor();

    await expectNoViolation();
  });

  it('login, the dashboard, a PDF from the history, then the public view of a shared quote', async () => {
    await signedInTester(page, 'csp');
    const history = new HistoryPage(page);
    const quote = await ownerCall<{ id: string; document_number: string }>(
      history,
      'POST',
      '/api/documents/quote',
      {
        sender_info: 'CSP Studio',
        receiver_info: 'Policy GmbH',
        items: [{ description: 'Header review', qty: '1', price: '160' }],
      },
    );
    await history.open();
    const name = quote.document_number;
    expect(
      await downloadOf(page, () =>
        history
          .document(name)
          .getByRole('button', { name: `Download PDF of ${name}` })
          .click(),
      ),
    ).toMatch(/\.pdf$/);
    await new ClientsPage(page).open();

    const link = await ownerCall<{ url: string }>(history, 'POST', `/api/documents/quote/${quote.id}/share`);
    await page.goto(appUrl(link.url));
    await page.getByRole('heading', { name: `Quote ${name}` }).waitFor();
    expect(csp.policies.get(link.url)).toContain("frame-ancestors 'none'");
    expect(await downloadOf(page, () => page.getByRole('button', { name: 'Download PDF' }).click())).toMatch(
      /\.pdf$/,
    );
    await page.getByText('PDF downloaded successfully!').waitFor();

    await expectNoViolation();
  });

  it('Google sign-in through the local stand-in, back to the app', async () => {
    // The stand-in signs in as login_hint's address: the redirect is fetched here and given the hint.
    const email = `csp.${Date.now().toString(36)}@example.com`;
    await context.route(appUrl('/api/auth/google'), async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers()['location']);
      location.searchParams.set('login_hint', email);
      await route.fulfill({ response, headers: { ...response.headers(), location: location.toString() } });
    });
    const login = new AuthLoginPage(page);
    await login.openLogin();
    await login.google.click();
    // A new account has no plan yet: the plan page opens.
    await page.waitForURL(appUrl('/plan'), { timeout: 15_000 });

    await expectNoViolation();
  });
});

import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ClientsPage } from './pages/clients.page';
import { DashboardPage } from './pages/dashboard.page';
import { signedInTester } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';
import { shot } from './support/screenshots';
import { pinnedPage } from './support/pinned-page';

// The page's clock: the day the lists' dates below are read against, whenever this runs.
const TODAY = new Date('2026-11-25T12:00:00Z');

describe('client records (issue 21, item 4), in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.context().close());

  const signIn = async (width: number) => {
    ({ page } = await pinnedPage(browser, TODAY, { width, height: 900 }));
    await signedInTester(page, 'records');
    return new ClientsPage(page);
  };

  it.each([1280, 390])('a blank client is refused, with the message in the form (%i px)', async (width) => {
    const clients = await signIn(width);
    await clients.open();
    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = clients.dialog('New Client');
    await dialog.getByRole('button', { name: 'Create Client' }).click();

    await dialog.getByRole('alert').filter({ hasText: 'Enter a business name or a contact name' }).waitFor();
    await expect(
      dialog.getByLabel('Business name', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await shot(page, 'client-form-error');

    // A website without a scheme is taken, and stored with one.
    await dialog.getByLabel('Business name', { exact: true }).fill('Umbrella Corp');
    await dialog.getByLabel('Website', { exact: true }).fill('umbrella.com');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await clients.snackbar('Client created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Umbrella Corp').first().click();
    await clients.detailsRow('Website').getByRole('link', { name: 'https://umbrella.com' }).waitFor();
  });

  it.each([1280, 390])(
    'client detail shows long dates, money as money and the history status control (%i px)',
    async (width) => {
      const clients = await signIn(width);
      await clients.open();
      await clients.create({ 'Business name': 'Engines Ltd', 'Contact name': 'Ada' });
      await page.getByText('Engines Ltd').first().click();
      await page.waitForURL(/\/dashboard\/clients\/[0-9a-f-]{36}/);
      const clientId = new URL(page.url()).pathname.split('/').pop() as string;

      const token = (await new DashboardPage(page).storedToken()) as string;
      const saved = await fetch(appUrl('/api/documents/invoice'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: clientId,
          sender_info: 'Paydraft Tester',
          receiver_info: 'Engines Ltd',
          issue_date: '2026-11-25',
          due_date: '2026-12-25',
          currency: 'EUR',
          tax_rate: 0,
          items: [{ description: 'Engine service', qty: '1', price: '2374.05' }],
        }),
      });
      expect(saved.status).toBe(201);
      const invoice = ((await saved.json()) as { data: { document_number: string } }).data;

      await page.reload();
      const row = page.locator('.client-documents__row', { hasText: invoice.document_number });
      await row.getByText('November 25, 2026 · €2,374.05 · Due December 25, 2026').waitFor();
      // The history's control: the status as a coloured tag in a borderless select.
      await row.locator('.ant-select-borderless .ant-tag', { hasText: 'Draft' }).waitFor();
      await shot(page, 'client-detail');
    },
  );
});

import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ClientsPage } from './pages/clients.page';
import {
  grantTester,
  newTestAccount,
  signInThroughLoginPage,
  signUpThroughApi,
  type TestAccount,
} from './pages/dashboard-session.page';

describe('clients, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let tester: TestAccount;

  beforeAll(async () => {
    browser = await launchChromium();
    tester = newTestAccount('clients');
    await signUpThroughApi(tester);
    await grantTester(tester.email);
  });
  afterAll(() => browser.close());
  afterEach(() => page.close());

  const signIn = async (width: number) => {
    page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    return new ClientsPage(page);
  };

  it('creates a client, edits it, opens it and deletes it', async () => {
    const clients = await signIn(1280);
    await clients.open();
    await page.getByText('No clients yet').waitFor();

    await clients.create({
      'Business name': 'Acme Widgets',
      'Contact name': 'Wile Coyote',
      Email: 'wile@acme.example',
    });
    await clients.snackbar('Client created successfully').waitFor();
    const row = clients.table().getByRole('row', { name: /Acme Widgets/ });
    await row.getByText('wile@acme.example').waitFor();
    await row.getByText('AW').waitFor();

    await row.click();
    await page.waitForURL(/\/dashboard\/clients\/[0-9a-f-]{36}\?skipChecks=true$/);
    await page.getByRole('heading', { level: 2, name: 'Acme Widgets' }).waitFor();
    await page.locator('.ant-tag', { hasText: 'Active' }).waitFor();
    await clients.detailsRow('Contact').getByText('Wile Coyote').waitFor();
    await expect(clients.detailsRow('Phone').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Edit Client' }).click();
    await clients.save('Edit Client', { 'Business name': 'Acme Rockets', Phone: '+1 555 0100' });
    await clients.snackbar('Client updated successfully').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Acme Rockets' }).waitFor();
    await clients.detailsRow('Phone').getByText('+1 555 0100').waitFor();

    // A reload reads it back from the server, not from the page's cache.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Acme Rockets' }).waitFor();
    const clientUrl = page.url();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Acme Rockets?' });
    await dialog.getByText('will no longer be linked to a client').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await clients.snackbar('Client deleted successfully').waitFor();
    await page.waitForURL(/\/dashboard\?section=clients&skipChecks=true$/);
    await page.getByText('No clients yet').waitFor();

    await page.goto(clientUrl);
    await page.getByText('Client not found').waitFor();
  });

  it('shows cards at phone width, searched and filtered on the server', async () => {
    const clients = await signIn(390);
    await clients.open();
    await clients.create({ 'Business name': 'Zebra Stripes', Email: 'hello@zebra.example' });
    await clients.create({ 'Business name': 'Globex', 'Contact name': 'Hank Scorpio' });

    await clients.cards().filter({ hasText: 'Globex' }).waitFor();
    await expect(clients.cards().count()).resolves.toBe(2);
    await expect(clients.table().count()).resolves.toBe(0);

    await page.getByRole('textbox', { name: 'Search clients' }).fill('ZEBRA');
    await clients.cards().filter({ hasText: 'Globex' }).waitFor({ state: 'detached' });
    await expect(clients.cards().allTextContents()).resolves.toEqual([
      expect.stringContaining('Zebra Stripes'),
    ]);

    await page.getByText('Archived', { exact: true }).click();
    await page.getByText('No matches found').waitFor();
  });
});

import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { ClientsPage } from './pages/clients.page';
import { DashboardPage } from './pages/dashboard.page';
import { appUrl } from './support/app-url';
import { signedInTester } from './pages/dashboard-session.page';

/**
 * Waits for an event's effect the page does not show (documents handling clients.client.deleted): the
 * check is asked again as soon as its last answer came, once per round trip, for 5 s at most.
 */
async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold within 5 s');
  }
}

describe('clients, in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.close());

  /** A new tester per test, so each starts with no clients. */
  const signIn = async (width: number) => {
    page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signedInTester(page, 'clients');
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

    // An invoice for this client, saved through the API as the builder would.
    const token = (await new DashboardPage(page).storedToken()) as string;
    const clientUrl = page.url();
    const clientId = new URL(clientUrl).pathname.split('/').pop() as string;
    const api = (method: string, path: string, body?: unknown) =>
      fetch(appUrl(path), {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const saved = await api('POST', '/api/documents/invoice', {
      client_id: clientId,
      sender_info: 'Paydraft Tester',
      receiver_info: 'Acme Rockets',
      items: [{ description: 'Rocket skates', qty: '1', price: '100' }],
    });
    expect(saved.status).toBe(201);
    const invoice = ((await saved.json()) as { data: { id: string; document_number: string } }).data;

    // A reload reads the client back from the server, not from the page's cache.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Acme Rockets' }).waitFor();
    await page.getByText('Documents (1)').waitFor();
    await page.getByText(`Invoice ${invoice.document_number}`).waitFor();
    // The status dropdown saves the whole document with the new status.
    await page.getByRole('combobox', { name: `Status of ${invoice.document_number}` }).click();
    const statusSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith(`/api/documents/invoice/${invoice.id}`),
    );
    // Exactly 'Paid': 'Partially paid' is an option too.
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    expect((await statusSaved).status()).toBe(200);
    const stored = async () =>
      (
        (await (await api('GET', `/api/documents/invoice/${invoice.id}`)).json()) as {
          data: { status: string; client_id: string | null };
        }
      ).data;
    expect(await stored()).toMatchObject({ status: 'paid' });

    await page
      .locator('.client-detail__actions')
      .getByRole('button', { name: /Delete/ })
      .click();
    const dialog = clients.dialog('Delete Acme Rockets?');
    await dialog.getByText('will no longer be linked to a client').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await clients.snackbar('Client deleted successfully').waitFor();
    await page.waitForURL(/\/dashboard\?section=clients&skipChecks=true$/);
    await page.getByText('No clients yet').waitFor();

    await page.goto(clientUrl);
    await page.getByText('Client not found').waitFor();

    // The invoice remains, no longer linked (documents handles clients.client.deleted).
    await until(async () => (await stored()).client_id === null);
    expect(await stored()).toMatchObject({ status: 'paid', client_id: null });
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

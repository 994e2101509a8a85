import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { HistoryPage } from './pages/history.page';
import { appUrl } from './support/app-url';
import { newTester, signInThroughLoginPage, type TestAccount } from './pages/dashboard-session.page';

const SCREENSHOTS = process.env.PAYDRAFT_SCREENSHOTS;

/** Saves a client through the API, as the Clients section would; answers its id. */
async function createClient(token: string, businessName: string): Promise<string> {
  const response = await fetch(appUrl('/api/clients'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ business_name: businessName, contact_name: 'Wile Coyote' }),
  });
  if (response.status !== 201)
    throw new Error(`Saving the client answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Saves a document through the API, as the builder would. */
async function createDocument(token: string, type: 'invoice' | 'quote', number: string, clientId?: string) {
  const response = await fetch(appUrl(`/api/documents/${type}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      [`${type}_number`]: number,
      issue_date: '2026-11-01',
      currency: 'USD',
      sender_info: 'Paydraft Tester\ntester@example.com',
      receiver_info: `Customer of ${number}`,
      items: [{ description: 'Consulting', qty: '2', price: '50.00' }],
      notes: `Notes for ${number}`,
      ...(clientId ? { client_id: clientId } : {}),
    }),
  });
  if (response.status !== 201)
    throw new Error(`Saving ${number} answered ${response.status}: ${await response.text()}`);
}

describe('document history, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let tester: TestAccount;

  beforeAll(async () => {
    browser = await launchChromium();
    tester = await newTester('history');
  });
  afterAll(() => browser.close());
  afterEach(() => page.close());

  const signIn = async (width: number) => {
    page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    return new HistoryPage(page);
  };

  it('pages, searches, downloads a PDF, switches to quotes, keeps a changed status and deletes', async () => {
    const history = await signIn(1280);
    const token = await history.token();
    const acme = await createClient(token, 'Acme Widgets');
    for (let index = 1; index <= 6; index += 1) await createDocument(token, 'invoice', `INV-10${index}`);
    await createDocument(token, 'invoice', 'INV-107', acme);
    for (let index = 1; index <= 5; index += 1) await createDocument(token, 'quote', `QUO-20${index}`);

    await history.open();
    await history.range('Showing 1-10 of 12').waitFor();
    await history.tab(/All Documents \(12\)/).waitFor();
    await history.tab(/Invoices \(7\)/).waitFor();
    await history.table().waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/history-1280.png`, fullPage: true });

    await history.search().fill('INV-103');
    await history.range('Showing 1-1 of 1').waitFor();
    await history.document('INV-103').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.document('INV-103').getByRole('button', { name: 'Download PDF of INV-103' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('INV-103.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await history.search().fill('');
    await history.range('Showing 1-10 of 12').waitFor();

    await history.filterClient('Acme');
    await history.range('Showing 1-1 of 1').waitFor();
    await history.document('INV-107').getByText('Acme Widgets').waitFor();
    await history.filterClient('No Client');
    await history.range('Showing 1-10 of 11').waitFor();
    expect(await history.document('INV-107').count()).toBe(0);
    await history.filterClient('All');
    await history.range('Showing 1-10 of 12').waitFor();

    await history.tab(/Quotes \(5\)/).click();
    await history.range('Showing 1-5 of 5').waitFor();
    expect(await history.document('INV-101').count()).toBe(0);

    await history.tab(/Invoices \(7\)/).click();
    await history.range('Showing 1-7 of 7').waitFor();
    await history.setStatus('INV-101', 'Paid');
    await history.document('INV-101').getByText('Paid', { exact: true }).waitFor();
    await page.reload();
    await history.document('INV-101').getByText('Paid', { exact: true }).waitFor();

    await history.document('QUO-205').getByRole('button', { name: 'Delete QUO-205' }).click();
    const dialog = history.dialog('Delete Document');
    await dialog.getByText('Are you sure you want to delete this quote?').waitFor();
    await dialog.getByText('QUO-205', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await history.range('Showing 1-10 of 11').waitFor();
    await history.tab(/Quotes \(4\)/).waitFor();
    expect(await history.document('QUO-205').count()).toBe(0);
  });

  it('shows cards on a phone', async () => {
    const history = await signIn(390);
    await history.open();
    await history.range('Showing 1-10 of 11').waitFor();
    expect(await history.cards().count()).toBe(10);
    expect(await history.table().count()).toBe(0);
    await history.document('INV-101').getByText('Paid', { exact: true }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/history-390.png`, fullPage: true });
  });
});

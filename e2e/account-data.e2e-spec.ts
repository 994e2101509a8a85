import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { AccountPage } from './pages/account.page';
import { signedInTester } from './pages/dashboard-session.page';
import { appUrl } from './support/app-url';
import { latestMailTo } from './support/mailbox';
import { collectionsHolding } from './support/stores';

// The answers' shapes are the API's; the tests read the few fields they check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Api = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Calls the API with the page's own session, as the page would. */
async function apiOf(page: Page): Promise<Api> {
  const token = await page.evaluate<string>("localStorage.getItem('token') ?? ''");
  return async (method, path, body) => {
    const response = await fetch(appUrl(path), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

const INVOICE = {
  sender_info: 'Ada Studio',
  receiver_info: 'Engines Ltd',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  currency: 'EUR',
  items: [{ description: 'Design', qty: 2, price: 50 }],
  tax_rate: 10,
};

describe("the account's data, in Chromium", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => page.close());

  it('an export ZIP is opened and checked', async () => {
    await signedInTester(page, 'export');
    const api = await apiOf(page);
    const client = await api('POST', '/api/clients', { business_name: 'Engines Ltd' });
    expect(client.status).toBe(201);
    const invoice = await api('POST', '/api/documents/invoice', INVOICE);
    const quote = await api('POST', '/api/documents/quote', { ...INVOICE, due_date: '2026-11-15' });
    expect([invoice.status, quote.status]).toEqual([201, 201]);

    const account = new AccountPage(page);
    await account.open();
    const download = await account.exportData();
    await account
      .yourData()
      .getByText(/Export ready: 2 documents/)
      .waitFor();
    expect(download.suggestedFilename()).toMatch(/^paydraft-export-\d{4}-\d{2}-\d{2}\.zip$/);

    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const invoiceName = `documents/invoices/${invoice.body.data.document_number}`;
    const quoteName = `documents/quotes/${quote.body.data.document_number}`;
    expect(Object.keys(entries).sort()).toEqual(
      [
        'clients.csv',
        'clients.json',
        'export.json',
        `${invoiceName}.json`,
        `${invoiceName}.pdf`,
        'preferences.json',
        `${quoteName}.json`,
        `${quoteName}.pdf`,
      ]
        .filter((name) => name !== 'preferences.json' || entries[name])
        .sort(),
    );
    expect(JSON.parse(strFromU8(entries[`${invoiceName}.json`]!))).toEqual(invoice.body.data);
    expect(strFromU8(entries[`${quoteName}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
    expect(strFromU8(entries['clients.csv']!)).toContain('Engines Ltd');
  });

  it('a deleted account leaves nothing behind', async () => {
    const owner = await signedInTester(page, 'erase');
    const api = await apiOf(page);
    const userId = (await api('GET', '/api/auth/me')).body.user.id as string;
    await api('POST', '/api/form-preferences', { business_name: 'Erase Studio' });
    await api('POST', '/api/clients', { business_name: 'Engines Ltd' });
    const invoice = await api('POST', '/api/documents/invoice', INVOICE);
    const share = await api('POST', `/api/documents/invoice/${invoice.body.data.id}/share`);
    const shareToken = String(share.body.data.token);
    expect((await fetch(appUrl(`/api/documents/invoice/${shareToken}`))).status).toBe(200);
    expect(await collectionsHolding(userId)).not.toEqual([]);

    const account = new AccountPage(page);
    await account.open();
    await account.deleteAccount('not-the-password');
    await account.deleteDialog().getByText('Password is incorrect').waitFor();
    await account.deleteDialog().locator('#delete-account-confirmation').fill(owner.password);
    const since = new Date();
    await account.deleteDialog().getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL(appUrl('/login?skipChecks=true'));
    await page
      .getByText(`Your account was deleted. A confirmation is on its way to ${owner.email}.`)
      .waitFor();
    await page.getByLabel('Email or username').waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('token')")).toBeNull();

    const mail = await latestMailTo(owner.email, { subject: 'Your Paydraft account was deleted', since });
    expect(mail.text).toContain('Your Paydraft account was deleted as you asked.');
    // The erasure is asynchronous (202): it is done once no collection of any service holds the id.
    const deadline = Date.now() + 20_000;
    let left = await collectionsHolding(userId);
    while (left.length > 0 && Date.now() < deadline) left = await collectionsHolding(userId);
    expect(left).toEqual([]);
    expect((await fetch(appUrl(`/api/documents/invoice/${shareToken}`))).status).toBe(404);
  });
});

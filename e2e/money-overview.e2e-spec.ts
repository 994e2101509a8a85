import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { DashboardPage } from './pages/dashboard.page';
import { signedInTester } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { appUrl } from './support/app-url';
import { pinnedPage } from './support/pinned-page';
import { shot } from './support/screenshots';

/** The page's clock; the services keep their own (payments dated '' are the server's today). */
const TODAY = new Date();

type Saved = { id: string; document_number: string };

describe('money at a glance (issue 24, item 3), in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => page.context().close());

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(appUrl(path), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: Saved };
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const invoice = (fields: Record<string, unknown>) =>
    api('POST', '/api/documents/invoice', {
      sender_info: 'Paydraft Tester',
      receiver_info: 'Engines Ltd',
      issue_date: '2026-11-01',
      tax_rate: 0,
      status: 'sent',
      ...fields,
    });
  const pay = (saved: Saved, amount: string) =>
    api('POST', `/api/documents/invoice/${saved.id}/payments`, { amount, method: 'bank_transfer' });
  const item = (price: string) => [{ description: 'Work', qty: '1', price }];

  /**
   * A tester whose client owes 20 of 220 dollars, overdue; 110 dollars due far ahead from no client;
   * and 80 euros paid in full. Payments through the API, as the owner records them.
   */
  const signInWithMoney = async (width: number) => {
    ({ page } = await pinnedPage(browser, TODAY, { width, height: 900 }));
    await signedInTester(page, 'glance');
    token = (await new DashboardPage(page).storedToken()) as string;
    const client = await api('POST', '/api/clients', { business_name: 'Babbage & Co' });
    const late = await invoice({
      currency: 'USD',
      due_date: '2020-01-15',
      client_id: client.id,
      items: item('220'),
    });
    await pay(late, '200.00');
    const ahead = await invoice({ currency: 'USD', due_date: '2099-12-31', items: item('110') });
    const paid = await invoice({ currency: 'EUR', due_date: '2099-12-31', items: item('80') });
    await pay(paid, '80.00');
    return { client, late, ahead, paid };
  };

  it.each([1280, 390])(
    'the overview shows outstanding, overdue with its count, the last 30 days and the monthly chart (%i px)',
    async (width) => {
      await signInWithMoney(width);
      await page.goto(appUrl('/dashboard?skipChecks=true'));
      const outstanding = page.getByRole('list', { name: 'Outstanding' });
      await outstanding.getByText('$130.00').waitFor();
      const overdue = page.getByRole('list', { name: 'Overdue' });
      await overdue.getByText('$20.00').waitFor();
      await overdue.getByText('1 invoice', { exact: true }).waitFor();
      const recent = page.getByRole('list', { name: 'Paid in the last 30 days' });
      await recent.getByText('$200.00').waitFor();
      await recent.getByText('€80.00').waitFor();
      // The chart is drawn (its chunk loaded on demand) for each currency paid in.
      await page
        .getByRole('img', { name: /^Paid per month in EUR:/ })
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      await page
        .getByRole('img', { name: /^Paid per month in USD:/ })
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      await shot(page, 'money-overview');
    },
  );

  it('history sorts by balance, filters overdue and unpaid, and exports what it shows as CSV', async () => {
    const { late, ahead, paid } = await signInWithMoney(1280);
    const history = new HistoryPage(page);
    await history.open();
    await history.document(late.document_number).getByText('$20.00').waitFor();
    await history.document(paid.document_number).getByText('€0.00').waitFor();
    await shot(page, 'money-history');

    await page.getByText('Balance', { exact: true }).click();
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.getByText(ahead.document_number, { exact: true }).waitFor();

    const payment = page.getByRole('radiogroup', { name: 'Payment' });
    await payment.getByText('Overdue', { exact: true }).click();
    await history.document(late.document_number).waitFor();
    await history.document(ahead.document_number).waitFor({ state: 'detached' });

    await payment.getByText('Unpaid', { exact: true }).click();
    await history.document(ahead.document_number).waitFor();
    await history.document(paid.document_number).waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual([
      'Number,Type,Client,Issue date,Due date,Currency,Total,Paid,Balance,Status',
      `${ahead.document_number},invoice,Engines Ltd,2026-11-01,2099-12-31,USD,110.00,0.00,110.00,sent`,
      `${late.document_number},invoice,Babbage & Co,2026-11-01,2020-01-15,USD,220.00,200.00,20.00,overdue`,
      '',
    ]);
  });

  it('history on a phone shows each balance and keeps the filters and the order in reach', async () => {
    const { late } = await signInWithMoney(390);
    const history = new HistoryPage(page);
    await history.open();
    await history.document(late.document_number).getByText('Balance: $20.00').waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Payment' }).getByText('Overdue', { exact: true }).click();
    await history.document(late.document_number).waitFor();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, 'money-history');
  });

  it.each([1280, 390])("a client's page shows what the client owes (%i px)", async (width) => {
    const { client } = await signInWithMoney(width);
    await page.goto(appUrl(`/dashboard/clients/${client.id}?skipChecks=true`));
    const owes = page.locator('.ant-card', { has: page.getByText('Owes', { exact: true }) });
    await owes.getByRole('list', { name: 'Outstanding' }).getByText('$20.00').waitFor();
    await owes.getByRole('list', { name: 'Overdue' }).getByText('$20.00').waitFor();
    await shot(page, 'money-client');
  });
});

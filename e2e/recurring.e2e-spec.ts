import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { newTester, signInThroughLoginPage } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { RecurringPage } from './pages/recurring.page';
import { appUrl } from './support/app-url';
import { latestMailTo } from './support/mailbox';
import { shot } from './support/screenshots';

type Answer = { status: number; body: { data: Record<string, unknown> } };

const call = async (token: string, method: string, path: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(appUrl(path), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

/**
 * Issue 25's browser test: a monthly profile made from a saved invoice with 'Create and email', the
 * development clock moved on a month as `curl -X POST .../api/dev/clock/advance` would, then the new
 * invoice in the history and the Recurring section, and its mail in the mailbox.
 */
describe('recurring invoices, through the running product', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('makes an invoice recurring, and a month later the new invoice is listed and mailed to the client', async () => {
    const tester = await newTester('recurring');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    const history = new HistoryPage(page);
    const recurring = new RecurringPage(page);
    const token = await history.token();
    const clientEmail = `retainer-${Date.now()}@client.example`;
    const client = (
      await call(token, 'POST', '/api/clients', {
        business_name: 'Retainer Client Ltd',
        business_email: clientEmail,
        time_zone: 'UTC',
      })
    ).body.data;
    await call(token, 'POST', '/api/documents/invoice', {
      invoice_number: 'INV-601',
      status: 'sent',
      client_id: client.id,
      currency: 'EUR',
      receiver_info: 'Retainer Client Ltd',
      items: [{ description: 'Retainer :MONTH :YEAR', qty: 1, price: 1200 }],
    });

    await recurring.open();
    await page.getByText('No recurring invoices yet').waitFor();
    await history.open();
    await recurring.makeRecurringFromHistory('INV-601');
    const dialog = recurring.dialog();
    expect(await dialog.getByTestId('recurring-preview').textContent()).toMatch(/^Next: .+, then monthly$/);
    await dialog.getByRole('radio', { name: 'Create and email to the client' }).check();
    const created = new Date();
    await dialog.getByRole('button', { name: 'Create profile' }).click();
    await page.getByText('Recurring profile created.').waitFor();

    // Started today, monthly: today's and next month's invoices are due 32 days on.
    const advanced = await call(token, 'POST', '/api/dev/clock/advance', { days: 32 });
    expect(advanced.status).toBe(200);

    await recurring.open();
    const row = recurring.profile('Retainer Client Ltd');
    await row.getByText('2 invoices:').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    const [profile] = (
      (await call(token, 'GET', '/api/recurring-invoices')).body.data as unknown as {
        profiles: { invoices_created: string[] }[];
      }
    ).profiles;
    const numbers = await Promise.all(
      profile.invoices_created.map(
        async (id) =>
          (await call(token, 'GET', `/api/documents/invoice/${id}`)).body.data.document_number as string,
      ),
    );
    expect(numbers).toHaveLength(2);
    await shot(page, 'recurring-section');

    await history.open();
    for (const number of numbers) await history.document(number).waitFor();
    const mail = await latestMailTo(clientEmail, { since: created });
    const told = `${mail.subject}\n${mail.text}`;
    expect(numbers.some((number) => told.includes(number))).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await recurring.open();
    await recurring.profile('Retainer Client Ltd').getByText('2 invoices:').waitFor();
    await shot(page, 'recurring-section');
  });
});

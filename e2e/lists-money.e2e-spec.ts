import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { DashboardPage } from './pages/dashboard.page';
import { signedInTester } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { appUrl } from './support/app-url';
import { shot } from './support/screenshots';
import { pinnedPage } from './support/pinned-page';

const TODAY = new Date('2026-11-25T12:00:00Z');

type Saved = { id: string; document_number: string; issue_date: string; status: string };

describe('lists show money (issue 21, item 8), in Chromium', () => {
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
    return { status: response.status, body: (await response.json()) as { data: Saved } };
  };
  const save = async (type: 'invoice' | 'quote', fields: Record<string, unknown>) => {
    const answer = await api('POST', `/api/documents/${type}`, {
      sender_info: 'Paydraft Tester',
      receiver_info: 'Engines Ltd',
      issue_date: '2026-11-01',
      tax_rate: 0,
      ...fields,
    });
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const item = (price: string) => [{ description: 'Work', qty: '1', price }];

  /** A tester with an invoice due long ago, one due far ahead, a draft and a quote, in three currencies. */
  const signInWithDocuments = async (width: number) => {
    ({ page } = await pinnedPage(browser, TODAY, { width, height: 900 }));
    await signedInTester(page, 'money');
    token = (await new DashboardPage(page).storedToken()) as string;
    const current = await save('invoice', {
      currency: 'EUR',
      status: 'sent',
      due_date: '2099-12-31',
      items: item('2374.05'),
    });
    const late = await save('invoice', {
      currency: 'USD',
      status: 'viewed',
      due_date: '2020-01-15',
      items: item('100.50'),
    });
    await save('invoice', { currency: 'USD', status: 'draft', due_date: '2020-01-15', items: item('999') });
    const quote = await save('quote', { currency: 'GBP', status: 'sent', items: item('500') });
    return { current, late, quote };
  };

  it.each([1280, 390])(
    'the overview shows outstanding and overdue totals per currency (%i px)',
    async (width) => {
      await signInWithDocuments(width);
      await page.goto(appUrl('/dashboard?skipChecks=true'));
      const outstanding = page.getByRole('list', { name: 'Outstanding' });
      await outstanding.getByText('€2,374.05').waitFor();
      await outstanding.getByText('$100.50').waitFor();
      const overdue = page.getByRole('list', { name: 'Overdue' });
      await overdue.getByText('$100.50').waitFor();
      await expect(overdue.getByText('€2,374.05').count()).resolves.toBe(0);
      await expect(outstanding.getByText('$999.00').count()).resolves.toBe(0);
      await shot(page, 'overview-totals');
    },
  );

  it.each([1280, 390])('history, convert and the lists show amounts and due dates (%i px)', async (width) => {
    const { current, late, quote } = await signInWithDocuments(width);
    const history = new HistoryPage(page);
    await history.open();
    // An invoice with nothing paid shows its total twice: as its amount and as its balance (issue 24).
    await history.document(current.document_number).getByText('€2,374.05').first().waitFor();
    // The table has a Due date column; the cards say 'Due …'.
    await history
      .document(current.document_number)
      .getByText(/December 31, 2099/)
      .waitFor();
    await history.document(late.document_number).getByText('$100.50').first().waitFor();
    await history.document(quote.document_number).getByText('£500.00').waitFor();
    await expect(history.document(quote.document_number).getByText(/Due /).count()).resolves.toBe(0);
    await shot(page, 'history-amounts');

    await page.goto(appUrl('/dashboard?section=convert&skipChecks=true'));
    await page
      .locator('tr, [role="listitem"], .ant-card', { hasText: quote.document_number })
      .getByText('£500.00')
      .first()
      .waitFor();
  });

  it('Duplicate makes a draft with the next number and today', async () => {
    const { current } = await signInWithDocuments(1280);
    const history = new HistoryPage(page);
    await history.open();
    await page.getByRole('button', { name: `Duplicate ${current.document_number}` }).click();
    await page
      .locator('.ant-message-notice', { hasText: `created from ${current.document_number}` })
      .waitFor();

    const list = (await (
      await fetch(appUrl('/api/documents/all?type=invoice'), {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: (Saved & { total_amount: string })[] };
    const numbers = list.data.map((document) => Number(document.document_number.split('-').pop()));
    const copy = list.data.find(
      (document) => Number(document.document_number.split('-').pop()) === Math.max(...numbers),
    )!;
    expect(copy.id).not.toBe(current.id);
    expect(copy).toMatchObject({ status: 'draft', total_amount: '2374.05' });
    // The service's today (its own clock), not the page's pinned one.
    const serverToday = new Date().toISOString().slice(0, 10);
    expect(copy.issue_date).toBe(serverToday);
    await history.document(copy.document_number).getByText('€2,374.05').first().waitFor();
  });
});

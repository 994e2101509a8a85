import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { newTester, signInThroughLoginPage } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { appUrl } from './support/app-url';
import { shot } from './support/screenshots';

type Saved = { id: string; document_number: string; status: string };
type Clock = { now: string; actions_run: number };

const api = async <T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(appUrl(path), {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
};

/** The scheduler's day (UTC) `days` from the development clock's now, as YYYY-MM-DD. */
const clockDay = (now: string, days: number) =>
  new Date(Date.parse(now) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const simNow = async () => {
  const response = await fetch(`${process.env.PAYDRAFT_STRIPE_SIM_URL}/sim/clock`);
  return ((await response.json()) as { now: number }).now;
};

/**
 * The scheduler in the running product (issue 25: quote expiry, overdue, the development clock that
 * `npm start` and the tests turn on): one small advance runs the due work, and the history shows it.
 * It moves the stack's clock by seconds only, so the other browser tests' dates stay where they were.
 */
describe('the scheduler and the development clock, through the running product', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('expires a quote past its Valid until and marks an invoice past due overdue when the clock moves', async () => {
    const tester = await newTester('scheduler');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    const history = new HistoryPage(page);
    const token = await history.token();
    const { now } = (await api<Clock>('/api/dev/clock')).data;
    const yesterday = clockDay(now, -1);
    const document = {
      receiver_info: 'Engines Ltd',
      currency: 'EUR',
      items: [{ description: 'Design', qty: 1, price: 100 }],
    };
    const quote = (
      await api<Saved>('/api/documents/quote', {
        method: 'POST',
        token,
        body: {
          ...document,
          quote_number: 'QUO-901',
          status: 'sent',
          issue_date: clockDay(now, -20),
          expiry_date: yesterday,
        },
      })
    ).data;
    const invoice = (
      await api<Saved>('/api/documents/invoice', {
        method: 'POST',
        token,
        body: {
          ...document,
          invoice_number: 'INV-901',
          status: 'sent',
          issue_date: clockDay(now, -20),
          due_date: yesterday,
        },
      })
    ).data;
    const stripeBefore = await simNow();

    const advanced = await api<Clock>('/api/dev/clock/advance', { method: 'POST', body: { hours: 0.01 } });

    expect(advanced.status).toBe(200);
    expect(Date.parse(advanced.data.now)).toBeGreaterThan(Date.parse(now));
    expect((await simNow()) - stripeBefore).toBeGreaterThanOrEqual(36);
    expect((await api<Saved>(`/api/documents/quote/${quote.id}`, { token })).data.status).toBe('expired');
    expect((await api<Saved>(`/api/documents/invoice/${invoice.id}`, { token })).data.status).toBe('overdue');
    const timeline = await api<{ activities: { action: string }[] }>(
      `/api/dashboard/recent-activity?document_id=${quote.id}`,
      { token },
    );
    expect(timeline.data.activities.map((entry) => entry.action)).toContain('expired');

    await history.open();
    await history.document('QUO-901').getByText('Expired', { exact: true }).waitFor();
    await history.document('INV-901').getByText('Overdue', { exact: true }).waitFor();
    await shot(page, 'scheduler-history');
    await page.setViewportSize({ width: 390, height: 844 });
    await history.open();
    await history.document('QUO-901').getByText('Expired', { exact: true }).waitFor();
    await shot(page, 'scheduler-history');
  });
});

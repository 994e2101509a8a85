import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { newTester, signInThroughLoginPage } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { appUrl } from './support/app-url';
import { shot } from './support/screenshots';

type Json = { status: number; body: { code?: string; data: Record<string, unknown> } };
type Invoice = {
  id: string;
  document_number: string;
  status: string;
  amount_paid: string;
  balance_due: string;
};
type Recorded = {
  invoice: Invoice;
  payment: { id: string };
  credit_note: { document_number: string } | null;
};

const call = async (token: string, method: string, path: string, body?: unknown): Promise<Json> => {
  const response = await fetch(appUrl(path), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json['body'] };
};

/**
 * Payments of invoices through the running product (issue 24, item 1): what the payments panel calls,
 * and the history showing the status the money set and the credit note an overpayment made.
 */
describe('payments of invoices, through the running product', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('moves a sent invoice to partially paid, paid and back, refuses more than the balance, and credits an overpayment', async () => {
    const tester = await newTester('payments');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughLoginPage(page, tester, /\/dashboard$/);
    const history = new HistoryPage(page);
    const token = await history.token();
    const save = async (number: string) =>
      (
        await call(token, 'POST', '/api/documents/invoice', {
          invoice_number: number,
          status: 'sent',
          issue_date: '2026-11-01',
          currency: 'EUR',
          receiver_info: 'Engines Ltd',
          items: [{ description: 'Design', qty: 1, price: 100 }],
        })
      ).body.data as unknown as Invoice;
    const pay = async (invoice: Invoice, body: Record<string, unknown>) =>
      call(token, 'POST', `/api/documents/invoice/${invoice.id}/payments`, {
        method: 'bank_transfer',
        ...body,
      });

    const first = await save('INV-501');
    const part = (await pay(first, { amount: '40.00' })).body.data as unknown as Recorded;
    expect(part.invoice).toMatchObject({
      status: 'partially_paid',
      amount_paid: '40.00',
      balance_due: '60.00',
    });
    expect(await pay(first, { amount: '70.00' })).toMatchObject({
      status: 422,
      body: { code: 'documents.payment_exceeds_balance' },
    });
    const rest = (await pay(first, { amount: '60.00' })).body.data as unknown as Recorded;
    expect(rest.invoice).toMatchObject({ status: 'paid', balance_due: '0.00' });
    const back = await call(
      token,
      'DELETE',
      `/api/documents/invoice/${first.id}/payments/${rest.payment.id}`,
    );
    expect(back.body.data).toMatchObject({ status: 'partially_paid', balance_due: '60.00' });

    const second = await save('INV-502');
    const over = (await pay(second, { amount: '130.00', overpayment: true })).body
      .data as unknown as Recorded;
    expect(over.invoice.status).toBe('paid');
    expect(over.credit_note?.document_number).toBe('CN-1');

    await history.open();
    await history.document('INV-502').getByText('Paid', { exact: true }).waitFor();
    await history.document('CN-1').waitFor();
    await shot(page, 'payments-history');
    await page.setViewportSize({ width: 390, height: 844 });
    await history.open();
    await history.document('INV-502').getByText('Paid', { exact: true }).waitFor();
    await shot(page, 'payments-history');
  });
});

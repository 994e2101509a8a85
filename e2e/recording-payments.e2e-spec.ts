import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { signedInTester } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { PaymentsPanel } from './pages/payments.page';
import { appUrl } from './support/app-url';
import { shot } from './support/screenshots';

/** Creates a sent invoice of 100.00 EUR through the API, as the signed-in owner of `page`. */
async function sentInvoice(page: Page): Promise<{ id: string; document_number: string }> {
  const token = await page.evaluate<string>("localStorage.getItem('token') ?? ''");
  const response = await fetch(appUrl('/api/documents/invoice'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      invoice_number: 'INV-1',
      status: 'sent',
      currency: 'EUR',
      sender_info: 'Payments Studio',
      receiver_info: 'Engines Ltd',
      items: [{ description: 'Design', qty: '1', price: '100' }],
    }),
  });
  if (!response.ok) throw new Error(`POST /api/documents/invoice answered ${response.status}`);
  return ((await response.json()) as { data: { id: string; document_number: string } }).data;
}

// A whole flow through several pages (and the simulator's), on a machine shared with other stacks.
jest.setTimeout(240_000);

/** Issue 24, item 1 in the page: payments recorded by the owner move the invoice's status both ways. */
describe('recording payments of an invoice, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  afterEach(() => context?.close());

  it('a part payment from the history makes it Partially paid, the rest Paid, and deleting it goes back', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signedInTester(page, 'payui');
    const invoice = await sentInvoice(page);
    const number = invoice.document_number;
    const history = new HistoryPage(page);
    const payments = new PaymentsPanel(page);

    // From the history row: the dialog offers the whole balance; the owner records part of it in cash.
    await history.open();
    await page.getByRole('button', { name: `Record payment for ${number}` }).click();
    await payments.amountField().waitFor();
    expect(await payments.amountField().inputValue()).toBe('100.00');
    await shot(page, 'payui-record-payment-dialog');
    await payments.fillAndRecord({ amount: '40', method: 'Cash', reference: 'Till 7' });
    await history.document(number).getByText('Partially paid', { exact: true }).waitFor();
    await shot(page, 'payui-history-partially-paid');

    // The invoice's page: what came in and what is left; the rest by bank transfer.
    await payments.openFromHistory(number);
    expect(await payments.sum('Paid').textContent()).toBe('€40.00');
    expect(await payments.sum('Balance due').textContent()).toBe('€60.00');
    await payments
      .payment(/^Cash of €40\.00 on /)
      .getByText('Till 7', { exact: false })
      .waitFor();

    // More than the balance: the overpayment choice appears only then.
    await payments.panel.getByRole('button', { name: /Record payment/ }).click();
    await payments.amountField().waitFor();
    expect(await payments.amountField().inputValue()).toBe('60.00');
    const overpayment = payments.dialog().getByRole('checkbox', {
      name: 'Record the excess as an overpayment (credit note)',
    });
    expect(await overpayment.count()).toBe(0);
    await payments.amountField().fill('75');
    await overpayment.waitFor();
    await shot(page, 'payui-record-payment-overpayment');
    await payments.fillAndRecord({ amount: '60' });
    await payments.sum('Balance due').filter({ hasText: '€0.00' }).waitFor();
    await shot(page, 'payui-payments-panel');

    await history.open();
    await history.document(number).getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: `Record payment for ${number}` }).count()).toBe(0);

    // Deleting the second payment brings the balance and the status back.
    await payments.openFromHistory(number);
    await payments.deletePayment(/^Bank transfer of €60\.00 on /);
    await payments.sum('Balance due').filter({ hasText: '€60.00' }).waitFor();
    await history.open();
    await history.document(number).getByText('Partially paid', { exact: true }).waitFor();
  });

  it('the panel and its dialog on a phone', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signedInTester(page, 'payuiphone');
    const invoice = await sentInvoice(page);
    const payments = new PaymentsPanel(page);
    await new HistoryPage(page).open();
    await page.getByRole('button', { name: `Record payment for ${invoice.document_number}` }).waitFor();
    await shot(page, 'payui-history-sent-invoice');
    await payments.openFromHistory(invoice.document_number);
    await payments.panel.getByText('No payments recorded yet').waitFor();
    await payments.record({ amount: '25', reference: 'BANK-REF-2026-11-26-0001' });
    await payments.payment(/^Bank transfer of €25\.00 on /).waitFor();
    await shot(page, 'payui-payments-panel');
    await payments.panel.getByRole('button', { name: /Record payment/ }).click();
    await payments.amountField().waitFor();
    await shot(page, 'payui-record-payment-dialog');
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
  });
});

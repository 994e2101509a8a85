import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { StripeSimulator } from './pages/billing.page';
import { signedInTester, type TestAccount } from './pages/dashboard-session.page';
import { HistoryPage } from './pages/history.page';
import { CardPaymentsCard, PublicInvoice } from './pages/pay-now.page';
import { PaymentsPanel } from './pages/payments.page';
import { seriousViolations } from './support/accessibility';
import { appUrl } from './support/app-url';
import { latestMailTo, linkIn } from './support/mailbox';
import { shot } from './support/screenshots';

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

type Owner = { page: Page; account: TestAccount; buyerEmail: string; invoiceId: string; link: string };

async function ownerCall(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate<string>("localStorage.getItem('token') ?? ''");
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> & { id: string } }).data;
}

/**
 * The owner: connects Stripe from Form Preferences (the simulator's onboarding), makes an invoice of
 * 120.00 EUR for a client and emails it from the history; answers the link the client received.
 */
async function connectedOwnerWhoSentAnInvoice(page: Page, prefix: string): Promise<Owner> {
  const account = await signedInTester(page, prefix);
  const buyerEmail = `buyer-${account.username}@example.com`;
  await ownerCall(page, 'POST', '/api/form-preferences', { business_name: 'Paid Studio' });
  const client = await ownerCall(page, 'POST', '/api/clients', {
    business_name: 'Engines Ltd',
    business_email: buyerEmail,
  });
  const invoice = await ownerCall(page, 'POST', '/api/documents/invoice', {
    invoice_number: 'INV-1',
    client_id: client.id,
    currency: 'EUR',
    sender_info: 'Paid Studio',
    receiver_info: 'Engines Ltd',
    items: [{ description: 'Gearbox study', qty: '1', price: '120' }],
  });

  const card = new CardPaymentsCard(page);
  await card.open();
  await card.card.getByRole('button', { name: /Connect with Stripe/ }).waitFor();
  await shot(page, 'payui-card-payments-off');
  await card.connect();
  await shot(page, 'payui-card-payments-on');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'payui-card-payments-on');
  await page.setViewportSize({ width: 1280, height: 900 });

  const history = new HistoryPage(page);
  await history.open();
  await page.getByRole('button', { name: 'Email INV-1' }).click();
  await history.dialog('Send').getByRole('button', { name: 'Preview' }).click();
  await history.dialog('Email Preview').getByRole('button', { name: /Send/ }).click();
  const sent = history.dialog('Email Sent Successfully!');
  await sent.getByRole('button', { name: 'Done' }).click();
  await history.document('INV-1').getByText('Sent', { exact: true }).waitFor();

  const mail = await latestMailTo(buyerEmail, { subject: 'Invoice INV-1' });
  return { page, account, buyerEmail, invoiceId: invoice.id, link: linkIn(mail, '/view/invoice/').pathname };
}

// A whole flow through several pages (and the simulator's), on a machine shared with other stacks.
jest.setTimeout(240_000);

/** Issue 24, item 2: the client pays the invoice by card from its link, into the owner's Stripe account. */
describe('pay now: a client pays an invoice by card through the Stripe simulator, in Chromium', () => {
  const stripe = new StripeSimulator();
  let browser: Browser;
  let ownerContext: BrowserContext;
  let clientContext: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    clientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  });
  afterEach(async () => {
    await ownerContext.close();
    await clientContext.close();
  });

  it('the owner connects and sends; the client pays with 4242…; Paid on both sides, a card payment, a receipt', async () => {
    const owner = await connectedOwnerWhoSentAnInvoice(await ownerContext.newPage(), 'paynow');

    const client = new PublicInvoice(await clientContext.newPage());
    await client.open(owner.link);
    await client.payNow().filter({ hasText: 'Pay now · €120.00' }).waitFor();
    await expect(seriousViolations(client.page)).resolves.toEqual([]);
    await shot(client.page, 'payui-public-pay-now');
    await client.page.setViewportSize({ width: 1280, height: 900 });
    await shot(client.page, 'payui-public-pay-now');
    await client.page.setViewportSize({ width: 390, height: 844 });

    await client.payWith(GOOD_CARD);
    await client.page.waitForURL(/\?payment=success$/);
    await client.page.getByText('Thank you, your payment was received').waitFor();
    await client.paidMark().waitFor();
    expect(await client.payNow().count()).toBe(0);
    await shot(client.page, 'payui-public-paid');
    await client.page.setViewportSize({ width: 1280, height: 900 });
    await shot(client.page, 'payui-public-paid');

    // The owner: Paid in the history, and a card payment on the invoice.
    const history = new HistoryPage(owner.page);
    await history.open();
    await history.document('INV-1').getByText('Paid', { exact: true }).waitFor();
    const payments = new PaymentsPanel(owner.page);
    await payments.openFromHistory('INV-1');
    const card = payments.payment(/^Card of €120\.00 on /);
    await card.getByText('Paid online').waitFor();
    expect(await payments.sum('Balance due').textContent()).toBe('€0.00');
    await shot(owner.page, 'payui-payments-panel-card');

    // The client's receipt, mailed to the address given at Checkout (the client's).
    const receipt = await latestMailTo(owner.buyerEmail, { subject: /receipt/i, timeoutMs: 30_000 });
    expect(receipt.attachmentFiles.length).toBeGreaterThan(0);
  });

  it('a declined card (4000 0000 0000 0002) leaves the balance as it was', async () => {
    const owner = await connectedOwnerWhoSentAnInvoice(await ownerContext.newPage(), 'declined');

    const client = new PublicInvoice(await clientContext.newPage());
    await client.open(owner.link);
    await client.payWith(DECLINED_CARD);
    await client.checkout().declinedMessage().waitFor();
    await stripe.webhooksSettled();

    const invoice = await ownerCall(owner.page, 'GET', `/api/documents/invoice/${owner.invoiceId}`);
    expect(invoice).toMatchObject({ amount_paid: '0.00', balance_due: '120.00', payments: [] });

    // Back from Checkout without paying: a neutral word, and the same amount still to pay.
    await client.page.getByRole('link', { name: 'Cancel' }).click();
    await client.page.waitForURL(/\?payment=cancelled$/);
    await client.page.getByText('Payment cancelled. You have not been charged.').waitFor();
    await client.payNow().filter({ hasText: 'Pay now · €120.00' }).waitFor();
  });
});

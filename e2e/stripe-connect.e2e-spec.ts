import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { StripeSimulator } from './pages/billing.page';
import { newTester } from './pages/dashboard-session.page';
import { StripeConnectPages } from './pages/stripe-connect.page';
import { appUrl } from './support/app-url';
import { shot } from './support/screenshots';

type Json = Record<string, unknown>;

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(appUrl(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json & { data: Json } };
};

async function ownerToken(): Promise<string> {
  const account = await newTester('connect');
  const login = await call('POST', '/api/auth/login', undefined, {
    emailOrUsername: account.email,
    password: account.password,
  });
  return String(login.body.token);
}

/**
 * Pay now into the owner's own Stripe account, through the simulator's pages in Chromium: the owner
 * connects (Stripe's onboarding), the client pays the shared invoice on Checkout; a declined card pays
 * nothing, 4242 pays and the invoice is paid by card. (The dashboard's and the public view's buttons are
 * the frontend's: e2e/pay-now of the UI work drives them.)
 */
describe('Stripe Connect against the simulator, in Chromium', () => {
  const stripe = new StripeSimulator();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pages: StripeConnectPages;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    pages = new StripeConnectPages(page);
  });
  afterEach(() => context.close());

  it('the owner connects; the client is declined once, then pays the balance by card, and the invoice is paid', async () => {
    const token = await ownerToken();
    const onboarding = await call('POST', '/api/stripe/connect/onboarding', token);
    expect(onboarding.status).toBe(200);
    await pages.completeOnboarding(String(onboarding.body.url));
    expect((await call('GET', '/api/stripe/connect', token)).body).toMatchObject({
      connected: true,
      charges_enabled: true,
    });

    const saved = await call('POST', '/api/documents/invoice', token, {
      sender_info: 'Ada Studio',
      receiver_info: 'Engines Ltd',
      issue_date: '2026-11-01',
      due_date: '2026-12-01',
      currency: 'EUR',
      items: [{ description: 'Design', qty: 2, price: 60.25 }],
      status: 'sent',
    });
    const invoiceId = String(saved.body.data.id);
    const shareToken = String(
      (await call('POST', `/api/documents/invoice/${invoiceId}/share`, token)).body.data.token,
    );
    expect((await call('GET', `/api/documents/invoice/${shareToken}`)).body.data).toMatchObject({
      pay_now: { amount: '120.50', currency: 'EUR' },
    });

    const pay = await call('POST', `/api/documents/invoice/${shareToken}/pay`);
    await pages.openCheckout(String(pay.body.url));
    await page.getByText('€120.50').first().waitFor();
    await pages.payWith('4000 0000 0000 0002');
    await pages.declinedMessage().filter({ hasText: 'Your card was declined.' }).waitFor();
    await shot(page, 'connect-checkout-declined');
    await stripe.webhooksSettled();
    expect((await call('GET', `/api/documents/invoice/${invoiceId}`, token)).body.data).toMatchObject({
      balance_due: '120.50',
      payments: [],
    });

    await pages.payWith('4242 4242 4242 4242');
    await page.waitForURL(new RegExp(`/view/invoice/${shareToken}\\?payment=success`));
    await stripe.webhooksSettled();
    expect((await call('GET', `/api/documents/invoice/${invoiceId}`, token)).body.data).toMatchObject({
      status: 'paid',
      balance_due: '0.00',
      payments: [{ amount: '120.50', method: 'card', needs_review: false }],
    });
    expect((await call('GET', `/api/documents/invoice/${shareToken}`)).body.data).toMatchObject({
      pay_now: null,
    });
  });

  it('the simulator pages at phone and desktop widths', async () => {
    const token = await ownerToken();
    const invoice = await call('POST', '/api/documents/invoice', token, {
      sender_info: 'Ada Studio',
      receiver_info: 'Engines Ltd',
      issue_date: '2026-11-01',
      currency: 'JPY',
      items: [{ description: 'Design', qty: 1, price: 15000 }],
      status: 'sent',
    });
    const share = await call('POST', `/api/documents/invoice/${String(invoice.body.data.id)}/share`, token);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const onboarding = await call('POST', '/api/stripe/connect/onboarding', token);
      await page.goto(String(onboarding.body.url));
      await shot(page, 'connect-onboarding');
      await pages.completeOnboarding(String(onboarding.body.url));
      const pay = await call('POST', `/api/documents/invoice/${String(share.body.data.token)}/pay`);
      await pages.openCheckout(String(pay.body.url));
      await page.getByText('¥15,000').first().waitFor();
      await shot(page, 'connect-checkout');
    }
  });
});

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeSim, type StripeSim } from '../stripe-sim/src/stripe-sim-server';

const PLATFORM_SECRET = 'whsec_platform';
const CONNECT_SECRET = 'whsec_connect';

type Received = { path: string; event: Stripe.Event & { account?: string } };

/** The two endpoints the simulator posts to, checking each delivery's signature with its own secret. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const secret = request.url === '/connect' ? CONNECT_SECRET : PLATFORM_SECRET;
    const event = Stripe.webhooks.constructEvent(body, String(request.headers['stripe-signature']), secret);
    received.push({ path: request.url ?? '', event });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the Stripe simulator: Connect', () => {
  let sim: StripeSim;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startReceiver();
    sim = await startStripeSim({
      webhookUrl: `${receiver.url}/platform`,
      webhookSecret: PLATFORM_SECRET,
      connectWebhookUrl: `${receiver.url}/connect`,
      connectWebhookSecret: CONNECT_SECRET,
    });
    const url = new URL(sim.url);
    stripe = new Stripe('sk_test_sim', { host: url.hostname, port: Number(url.port), protocol: 'http' });
  });
  afterAll(async () => {
    await sim.close();
    await receiver.close();
  });

  const settled = () => sim.store.outbox.settled();
  const post = (url: string, form: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  async function onboardedAccount() {
    const account = await stripe.accounts.create({ type: 'standard', metadata: { paydraft_owner_id: 'o1' } });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://app.test/refresh',
      return_url: 'http://app.test/return',
    });
    const completed = await post(`${link.url}/complete`);
    expect(completed.status).toBe(303);
    expect(completed.headers.get('location')).toBe('http://app.test/return');
    return { account, link };
  }

  async function invoiceCheckout(account: string, fee?: number) {
    return stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: 12_050,
              product_data: { name: 'Invoice INV-7', description: 'Ada Studio' },
            },
          },
        ],
        customer_email: 'payer@example.com',
        payment_intent_data: {
          metadata: { paydraft_invoice_id: 'inv1' },
          ...(fee !== undefined && { application_fee_amount: fee }),
        },
        metadata: { paydraft_invoice_id: 'inv1' },
        success_url: 'http://app.test/view/invoice/t?payment=success',
        cancel_url: 'http://app.test/view/invoice/t?payment=cancelled',
      },
      { stripeAccount: account },
    );
  }

  it('an account takes no charges until its onboarding page is completed, which tells the Connect endpoint', async () => {
    const account = await stripe.accounts.create({ type: 'standard' });
    expect(account).toMatchObject({ type: 'standard', charges_enabled: false, details_submitted: false });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://app.test/refresh',
      return_url: 'http://app.test/return',
    });
    const page = await fetch(link.url);
    expect(await page.text()).toContain('Complete onboarding');
    expect((await post(`${link.url}/complete`)).headers.get('location')).toBe('http://app.test/return');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      details_submitted: true,
    });
    // A spent link sends the browser to refresh_url, as Stripe's do.
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('http://app.test/refresh');
    await settled();
    const updated = receiver.received.find((r) => r.event.type === 'account.updated');
    expect(updated).toMatchObject({ path: '/connect', event: { account: account.id } });
  });

  it('answers an unknown account as Stripe does, for the account and for its header', async () => {
    await expect(stripe.accounts.retrieve('acct_nobody')).rejects.toMatchObject({
      statusCode: 403,
      code: 'account_invalid',
    });
    await expect(invoiceCheckout('acct_nobody')).rejects.toMatchObject({ code: 'account_invalid' });
  });

  it('Checkout on a connected account: a declined card pays nothing; 4242 pays, with the fee and metadata, to the Connect endpoint', async () => {
    const { account } = await onboardedAccount();
    const session = await invoiceCheckout(account.id, 603);
    expect(session).toMatchObject({
      amount_total: 12_050,
      currency: 'eur',
      customer_email: 'payer@example.com',
    });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Invoice INV-7');
    expect(page).toContain('Ada Studio');
    expect(page).toContain('€120.50');

    const declined = await post(`${session.url}/pay`, {
      card: '4000 0000 0000 0002',
      email: 'typed@example.com',
    });
    expect(declined.status).toBe(402);
    const again = await declined.text();
    expect(again).toContain('Your card was declined.');
    expect(again).toContain('value="typed@example.com"');
    expect(sim.store.sessions.get(session.id)).toMatchObject({ status: 'open', payment_intent: null });

    const paid = await post(`${session.url}/pay`, {
      card: '4242 4242 4242 4242',
      email: 'payer@example.com',
    });
    expect(paid.headers.get('location')).toBe('http://app.test/view/invoice/t?payment=success');
    await settled();
    const completed = receiver.received.find(
      (r) => r.event.type === 'checkout.session.completed' && r.event.account === account.id,
    )!;
    expect(completed.path).toBe('/connect');
    const object = completed.event.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({ payment_status: 'paid', metadata: { paydraft_invoice_id: 'inv1' } });
    const intent = await stripe.paymentIntents.retrieve(
      object.payment_intent as string,
      {},
      { stripeAccount: account.id },
    );
    expect(intent).toMatchObject({ application_fee_amount: 603, metadata: { paydraft_invoice_id: 'inv1' } });
    // The platform does not see the connected account's objects without its header.
    await expect(stripe.paymentIntents.retrieve(intent.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(receiver.received.filter((r) => r.path === '/platform')).toEqual([]);
  });

  it('refunds in part and then the rest: charge.refunded with the total refunded so far, to the Connect endpoint', async () => {
    const { account } = await onboardedAccount();
    const session = await invoiceCheckout(account.id);
    await post(`${session.url}/pay`, { card: '4242424242424242' });
    const intentId = sim.store.sessions.get(session.id)!.payment_intent!;
    const control = (body: unknown) =>
      fetch(`${sim.url}/sim/charges/${intentId}/refund`, { method: 'POST', body: JSON.stringify(body) });
    expect((await control({ amount: 2_050 })).status).toBe(200);
    expect((await control({})).status).toBe(200);
    expect((await control({})).status).toBe(400);
    await settled();
    const refunds = receiver.received
      .filter((r) => r.event.type === 'charge.refunded' && r.event.account === account.id)
      .map((r) => r.event.data.object as Stripe.Charge);
    expect(refunds.map((c) => [c.amount_refunded, c.refunded, c.payment_intent])).toEqual([
      [2_050, false, intentId],
      [12_050, true, intentId],
    ]);
    expect(refunds[0].metadata).toEqual({ paydraft_invoice_id: 'inv1' });
  });

  it('refuses an application fee on the platform own checkout, and a fee not below the amount', async () => {
    const { account } = await onboardedAccount();
    await expect(invoiceCheckout(account.id, 12_050)).rejects.toMatchObject({ statusCode: 400 });
  });
});

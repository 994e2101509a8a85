import Stripe from 'stripe';
import { APP_URL, ConnectStack, TEST_CONNECT_SECRET, TEST_WEBHOOK_SECRET } from './connect-stack';
import type { DocumentJson, TestUser } from './documents-stack';

type PaymentJson = { amount: string; method: string; source: string; needs_review: boolean };

/** Pay now into the owner's own Stripe account (Connect), against the simulator, through the gateway. */
describe('Stripe Connect: connect, pay now, record once, refund, disconnect', () => {
  const stack = new ConnectStack();

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  const invoiceOf = async (owner: TestUser, id: string) =>
    (await owner.call('GET', `/api/documents/invoice/${id}`)).body.data as unknown as DocumentJson & {
      payments: PaymentJson[];
      amount_paid: string;
      balance_due: string;
    };

  const completedEvents = (sessionId: string) =>
    stack.sim.store.outbox
      .list()
      .filter((e) => e.type === 'checkout.session.completed' && e.objectId === sessionId);

  async function connectedOwner() {
    const owner = stack.user();
    await stack.connect(owner);
    return owner;
  }

  it("onboarding: not connected, then connected with charges enabled once Stripe's page is completed", async () => {
    const owner = stack.user();
    expect((await owner.call('GET', '/api/stripe/connect')).body).toEqual({
      success: true,
      connected: false,
      account_id: null,
      charges_enabled: false,
    });
    const { body } = await owner.call('POST', '/api/stripe/connect/onboarding');
    const first = (body as unknown as { url: string }).url;
    const pending = (await owner.call('GET', '/api/stripe/connect')).body as unknown as Record<
      string,
      unknown
    >;
    expect(pending).toMatchObject({ connected: true, charges_enabled: false });
    expect(pending.account_id).toMatch(/^acct_/);

    // A second ask is a fresh link to the same account.
    const again = (await owner.call('POST', '/api/stripe/connect/onboarding')).body as unknown as {
      url: string;
    };
    expect(again.url).not.toBe(first);
    const back = await stack.connect(owner);
    expect(back).toBe(`${APP_URL}/dashboard?section=preferences&skipChecks=true&connect=return`);
    expect((await owner.call('GET', '/api/stripe/connect')).body).toEqual({
      success: true,
      connected: true,
      account_id: pending.account_id,
      charges_enabled: true,
    });
    const account = stack.sim.store.accounts.get(String(pending.account_id))!;
    expect(account).toMatchObject({ type: 'standard', metadata: { paydraft_owner_id: owner.id } });
  });

  it('the public view offers pay now for the balance; paying records one card payment, even with the webhook replayed 10 times', async () => {
    const owner = await connectedOwner();
    const { invoice, token } = await stack.sharedInvoice(owner);
    const view = await stack.anonymous('GET', `/api/documents/invoice/${token}`);
    expect(view.body.data).toMatchObject({
      amount_paid: '0.00',
      balance_due: '110.00',
      pay_now: { amount: '110.00', currency: 'USD' },
    });
    expect(view.body.data).not.toHaveProperty('payments');

    const checkout = await stack.checkoutOf(token);
    const sessionId = checkout.split('/').pop()!;
    const session = stack.sim.store.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 11_000,
      currency: 'usd',
      metadata: {
        paydraft_owner_id: owner.id,
        paydraft_invoice_id: invoice.id,
        paydraft_invoice_number: invoice.document_number,
      },
      success_url: `${APP_URL}/view/invoice/${token}?payment=success`,
      cancel_url: `${APP_URL}/view/invoice/${token}?payment=cancelled`,
    });
    const paid = await stack.pay(checkout);
    expect(paid.location).toBe(`${APP_URL}/view/invoice/${token}?payment=success`);

    const [completed] = completedEvents(sessionId);
    for (let i = 0; i < 10; i++) await stack.control(`/sim/events/${completed.id}/send`);
    await stack.settled();
    const deliveries = stack.sim.store.outbox.list().find((e) => e.id === completed.id)!.deliveries;
    expect(deliveries.map((d) => d.status)).toEqual(Array(11).fill(200));

    const after = await invoiceOf(owner, invoice.id);
    expect(after).toMatchObject({ status: 'paid', amount_paid: '110.00', balance_due: '0.00' });
    expect(after.payments).toMatchObject([
      { amount: '110.00', method: 'card', source: 'stripe', needs_review: false },
    ]);
    const publicView = await stack.anonymous('GET', `/api/documents/invoice/${token}`);
    expect(publicView.body.data).toMatchObject({ status: 'paid', balance_due: '0.00', pay_now: null });
  });

  it('a declined card pays nothing and leaves the balance as it was', async () => {
    const owner = await connectedOwner();
    const { invoice, token } = await stack.sharedInvoice(owner);
    const declined = await stack.pay(await stack.checkoutOf(token), '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.page).toContain('Your card was declined.');
    expect(await invoiceOf(owner, invoice.id)).toMatchObject({
      status: 'sent',
      balance_due: '110.00',
      payments: [],
    });
  });

  it('pay answers 409 when nothing is due, 404 for an unknown token and for an owner with no connected account', async () => {
    const owner = await connectedOwner();
    const { token } = await stack.sharedInvoice(owner);
    await stack.pay(await stack.checkoutOf(token));
    expect(await stack.anonymous('POST', `/api/documents/invoice/${token}/pay`)).toMatchObject({
      status: 409,
      body: { code: 'documents.nothing_due' },
    });
    expect(await stack.anonymous('POST', '/api/documents/invoice/no-such-token/pay')).toMatchObject({
      status: 404,
    });

    const unconnected = stack.user();
    const other = await stack.sharedInvoice(unconnected);
    expect((await stack.anonymous('GET', `/api/documents/invoice/${other.token}`)).body.data).toMatchObject({
      pay_now: null,
    });
    expect(await stack.anonymous('POST', `/api/documents/invoice/${other.token}/pay`)).toMatchObject({
      status: 404,
      body: { code: 'billing.not_connected' },
    });
  });

  it('a refund records a negative card adjustment, in part and then in whole, and the status follows', async () => {
    const owner = await connectedOwner();
    const { invoice, token } = await stack.sharedInvoice(owner);
    const checkout = await stack.checkoutOf(token);
    await stack.pay(checkout);
    const intent = stack.sim.store.sessions.get(checkout.split('/').pop()!)!.payment_intent!;

    expect((await stack.control(`/sim/charges/${intent}/refund`, { amount: 1_000 })).status).toBe(200);
    await stack.settled();
    const partly = await invoiceOf(owner, invoice.id);
    expect(partly).toMatchObject({ status: 'partially_paid', amount_paid: '100.00', balance_due: '10.00' });
    expect(partly.payments.map((p) => [p.amount, p.method])).toEqual([
      ['110.00', 'card'],
      ['-10.00', 'card'],
    ]);

    await stack.control(`/sim/charges/${intent}/refund`);
    await stack.settled();
    const refunded = await invoiceOf(owner, invoice.id);
    expect(refunded).toMatchObject({ status: 'sent', amount_paid: '0.00', balance_due: '110.00' });
    expect(refunded.payments.map((p) => p.amount)).toEqual(['110.00', '-10.00', '-100.00']);
  });

  it('disconnect: no more pay now, and a payment already under way is still recorded, flagged for review', async () => {
    const owner = await connectedOwner();
    const { invoice, token } = await stack.sharedInvoice(owner);
    const checkout = await stack.checkoutOf(token);

    expect((await owner.call('DELETE', '/api/stripe/connect')).body).toEqual({
      success: true,
      connected: false,
      account_id: null,
      charges_enabled: false,
    });
    expect((await owner.call('GET', '/api/stripe/connect')).body).toMatchObject({ connected: false });
    expect((await stack.anonymous('GET', `/api/documents/invoice/${token}`)).body.data).toMatchObject({
      pay_now: null,
    });
    expect((await stack.anonymous('POST', `/api/documents/invoice/${token}/pay`)).status).toBe(404);

    // The client had the Checkout page open: the money moved into the former account.
    await stack.pay(checkout);
    const after = await invoiceOf(owner, invoice.id);
    expect(after).toMatchObject({ status: 'paid' });
    expect(after.payments).toMatchObject([{ amount: '110.00', method: 'card', needs_review: true }]);
  });

  it("an event from an account that was never the owner's records nothing", async () => {
    const owner = await connectedOwner();
    const { invoice, token } = await stack.sharedInvoice(owner);
    const checkout = await stack.checkoutOf(token);
    const sessionId = checkout.split('/').pop()!;
    // Someone else's onboarded Standard account makes a session naming this invoice in its metadata.
    const stranger = stack.user();
    await stack.connect(stranger);
    const strangerAccount = [...stack.sim.store.accounts.values()].find(
      (a) => a.metadata.paydraft_owner_id === stranger.id,
    )!;
    stack.sim.store.placeOn(strangerAccount.id, sessionId);
    await stack.pay(checkout);
    expect(await invoiceOf(owner, invoice.id)).toMatchObject({ status: 'sent', payments: [] });
  });

  it("the Connect endpoint takes only its own secret's signature, and the platform endpoint not that one", async () => {
    const owner = await connectedOwner();
    const { invoice, token } = await stack.sharedInvoice(owner);
    await stack.control('/sim/webhooks/hold');
    const checkout = await stack.checkoutOf(token);
    await stack.pay(checkout);
    const [completed] = completedEvents(checkout.split('/').pop()!);
    const body = JSON.stringify(stack.sim.store.outbox.get(completed.id));
    const post = (path: string, secret: string) =>
      stack.gateway.fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
        },
        body,
      });

    for (const [path, secret] of [
      ['/api/stripe/connect/webhook', TEST_WEBHOOK_SECRET],
      ['/api/stripe/webhook', TEST_CONNECT_SECRET],
    ]) {
      const refused = await post(path, secret);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'billing.invalid_signature' });
    }
    expect(await invoiceOf(owner, invoice.id)).toMatchObject({ payments: [] });

    const accepted = await post('/api/stripe/connect/webhook', TEST_CONNECT_SECRET);
    expect(await accepted.json()).toEqual({ received: true, duplicate: false });
    expect(await invoiceOf(owner, invoice.id)).toMatchObject({ status: 'paid' });
    stack.sim.store.outbox.release();
    await stack.settled();
    expect((await invoiceOf(owner, invoice.id)).payments).toHaveLength(1);
  });
});

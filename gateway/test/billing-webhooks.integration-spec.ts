import { BillingEvents, Plan } from '@paydraft/contracts';
import Stripe from 'stripe';
import { listenFor } from './auth-client';
import { BillingStack, TEST_WEBHOOK_SECRET } from './billing-stack';

describe('Stripe webhooks at POST /api/stripe/webhook', () => {
  const stack = new BillingStack();
  let changes: Awaited<ReturnType<typeof listenFor<typeof BillingEvents.entitlementChanged.payload>>>;

  beforeAll(async () => {
    await stack.start();
    changes = await listenFor(BillingEvents.entitlementChanged);
  });
  afterAll(async () => {
    await changes.close();
    await stack.stop();
  });

  /** Pays with deliveries held, so the test decides when and in which order events arrive. */
  async function paidWithEventsHeld(plan: 'pro' | 'lifetime') {
    const token = await stack.auth.signedUp();
    const url = await stack.checkoutUrl(token, plan);
    await stack.control('/sim/webhooks/hold');
    const sessionId = url.split('/').pop()!;
    await stack.pay(url);
    const session = stack.sim.store.sessions.get(sessionId)!;
    return { token, session };
  }

  const post = (body: string, signature: string) =>
    stack.gateway.fetch('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });

  const completedEventOf = (sessionId: string) =>
    stack.eventsOfType('checkout.session.completed').find((event) => event.objectId === sessionId)!;

  const changesOf = async (token: string) => {
    const { body } = await stack.json('GET', '/api/auth/me', token);
    const userId = (body.user as { id: string }).id;
    return changes.received.filter((change) => change.userId === userId);
  };

  it('a bad signature is a 400 and changes nothing; the genuine delivery then does', async () => {
    const { token, session } = await paidWithEventsHeld('lifetime');
    const event = stack.sim.store.outbox.get(completedEventOf(session.id).id)!;
    const body = JSON.stringify(event);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' });
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: TEST_WEBHOOK_SECRET });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: TEST_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });

    for (const [payload, signature] of [
      [body, forged],
      [body.replace('"paid"', '"PAID"'), genuine],
      [body, stale],
      [body, ''],
      ['not json', genuine],
    ]) {
      const refused = await post(payload, signature);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ success: false, code: 'billing.invalid_signature' });
    }
    expect(await stack.statsStatus(token)).toBe(403);

    const accepted = await post(body, genuine);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, duplicate: false });
    expect(await stack.statsStatus(token)).toBe(200);
    stack.sim.store.outbox.release();
    await stack.webhooksSettled();
  });

  it('the same event delivered 10 times has one effect and is acknowledged each time', async () => {
    const { token, session } = await paidWithEventsHeld('lifetime');
    stack.sim.store.outbox.release();
    await stack.webhooksSettled();
    const completed = completedEventOf(session.id);
    for (let i = 0; i < 10; i++) await stack.control(`/sim/events/${completed.id}/send`);
    await stack.webhooksSettled();

    const deliveries = stack.sim.store.outbox.list().find((event) => event.id === completed.id)!.deliveries;
    expect(deliveries.map((d) => d.status)).toEqual(Array(11).fill(200));
    expect((await stack.subscriptionStatus(token)).lifetimePurchases).toHaveLength(1);
    // Billing itself says the replays were duplicates (the effects above are idempotent anyway).
    const body = JSON.stringify(stack.sim.store.outbox.get(completed.id));
    const replay = await post(
      body,
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: TEST_WEBHOOK_SECRET }),
    );
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const changed = await changesOf(token);
    expect(changed.map((c) => c.plan)).toEqual([Plan.LIFETIME]);
    expect(changed[0].stripeEventId).toBe(completed.id);
  });

  it('customer.subscription.deleted delivered before the created it follows leaves the subscription canceled', async () => {
    const { token, session } = await paidWithEventsHeld('pro');
    await stack.stripe.subscriptions.cancel(session.subscription!);
    const deleted = stack
      .eventsOfType('customer.subscription.deleted')
      .find((e) => e.objectId === session.subscription)!;
    const released = stack.sim.store.outbox.release({ order: [deleted.id], reverse: true });
    expect(released[0]).toBe(deleted.id);
    await stack.webhooksSettled();

    expect(await stack.statsStatus(token)).toBe(403);
    expect(await stack.subscriptionStatus(token)).toMatchObject({
      hasSubscription: false,
      subscriptions: [{ status: 'canceled' }],
    });
  });

  it('invoice.payment_failed makes the subscription past_due, and Pro stays open while Stripe retries', async () => {
    const token = await stack.subscriber('pro', '4000 0000 0000 0341');
    await stack.advanceDays(8);
    await stack.webhooksSettled();

    expect(stack.eventsOfType('invoice.payment_failed').length).toBeGreaterThan(0);
    expect((await stack.subscriptionStatus(token)).subscriptions).toMatchObject([{ status: 'past_due' }]);
    expect(await stack.statsStatus(token)).toBe(200);
  });

  it('a refunded Lifetime purchase loses access, whichever of refund and checkout arrives first', async () => {
    const token = await stack.subscriber('lifetime');
    expect(await stack.statsStatus(token)).toBe(200);
    const [purchase] = (await stack.subscriptionStatus(token)).lifetimePurchases as { id: string }[];
    await stack.stripe.refunds.create({ payment_intent: purchase.id });
    await stack.webhooksSettled();
    expect(await stack.statsStatus(token)).toBe(403);
    expect(await stack.subscriptionStatus(token)).toMatchObject({
      hasLifetimePurchase: false,
      lifetimePurchases: [],
    });

    const early = await paidWithEventsHeld('lifetime');
    await stack.stripe.refunds.create({ payment_intent: early.session.payment_intent! });
    stack.sim.store.outbox.release({ reverse: true });
    await stack.webhooksSettled();
    expect(await stack.statsStatus(early.token)).toBe(403);
  });
});

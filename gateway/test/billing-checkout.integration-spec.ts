import { BillingStack, APP_URL } from './billing-stack';

describe('Plans: checkout through the Stripe simulator, webhook, entitlement', () => {
  const stack = new BillingStack();

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  it('Pro: trial eligible, checkout with the trial, pay, and the webhook opens the dashboard', async () => {
    const token = await stack.auth.signedUp();
    expect(await stack.json('GET', '/api/stripe/trial-eligibility', token)).toEqual({
      status: 200,
      body: { success: true, eligibleForTrial: true },
    });
    expect(await stack.statsStatus(token)).toBe(403);

    const url = await stack.checkoutUrl(token, 'pro');
    const page = await (await fetch(url)).text();
    expect(page).toContain('7 days free, then $5.00 per month');
    expect(page).toContain(`href="${APP_URL}/plan?checkout=canceled"`);

    const paid = await stack.pay(url);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(
      new RegExp(`^${APP_URL}/dashboard\\?checkout=success&session_id=cs_test_\\w+&skipChecks=true$`),
    );
    await stack.webhooksSettled();
    // The 403 above left Free in the gateway's cache for 30 s: billing.entitlement.changed dropped it.
    expect(await stack.statsStatus(token)).toBe(200);

    const status = await stack.subscriptionStatus(token);
    expect(status).toMatchObject({
      success: true,
      plan: 'pro',
      planLabel: 'Pro Monthly',
      hasSubscription: true,
      hasLifetimePurchase: false,
      lifetimePurchases: [],
      isTester: false,
      subscriptions: [
        {
          status: 'trialing',
          cancel_at_period_end: false,
          items: [{ price: { unit_amount: 500, recurring: { interval: 'month' } } }],
        },
      ],
    });
    const [subscription] = status.subscriptions as { trial_end: number; current_period_end: number }[];
    expect(subscription.trial_end).toBe(subscription.current_period_end);

    // One trial per user, ever; a second Pro checkout is refused while Pro runs.
    expect((await stack.json('GET', '/api/stripe/trial-eligibility', token)).body.eligibleForTrial).toBe(
      false,
    );
    expect(await stack.json('POST', '/api/stripe/create-checkout-session', token)).toMatchObject({
      status: 409,
      body: { success: false, code: 'billing.already_subscribed' },
    });
  });

  it('a declined card stays on the checkout page and changes nothing', async () => {
    const token = await stack.auth.signedUp();
    const declined = await stack.pay(await stack.checkoutUrl(token, 'lifetime'), '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.page).toContain('Your card was declined.');
    await stack.webhooksSettled();
    expect(await stack.statsStatus(token)).toBe(403);
  });

  it('Lifetime: pay once, entitled, listed as a purchase, and no billing portal', async () => {
    const token = await stack.subscriber('lifetime');
    expect(await stack.statsStatus(token)).toBe(200);
    const status = await stack.subscriptionStatus(token);
    expect(status).toMatchObject({
      plan: 'lifetime',
      planLabel: 'Lifetime',
      hasSubscription: false,
      hasLifetimePurchase: true,
      lifetimePurchases: [{ amount: 9900, currency: 'usd' }],
    });
    expect((status.lifetimePurchases as { id: string }[])[0].id).toMatch(/^pi_/);

    expect(await stack.json('POST', '/api/stripe/create-customer-portal-session', token)).toMatchObject({
      status: 403,
      body: { success: false, code: 'billing.no_portal' },
    });
    expect(await stack.json('POST', '/api/stripe/create-lifetime-checkout-session', token)).toMatchObject({
      status: 409,
      body: { code: 'billing.already_subscribed' },
    });
  });

  it('the portal is Pro only: refused to a Free user, opened for a subscriber', async () => {
    const free = await stack.auth.signedUp();
    expect(await stack.json('POST', '/api/stripe/create-customer-portal-session', free)).toMatchObject({
      status: 403,
      body: { code: 'billing.no_plan' },
    });
    const pro = await stack.subscriber('pro');
    const { status, body } = await stack.json('POST', '/api/stripe/create-customer-portal-session', pro);
    expect(status).toBe(200);
    expect(body.url).toMatch(/\/portal\/bps_/);
    expect(await (await fetch(body.url as string)).text()).toContain(
      `href="${APP_URL}/dashboard?section=subscription&amp;skipChecks=true"`,
    );
  });

  it('replaces a customer Stripe no longer knows (a fresh simulator over a kept database)', async () => {
    const token = await stack.auth.signedUp();
    const sessionOf = (url: string) => stack.sim.store.sessions.get(url.split('/').pop()!)!;
    const first = sessionOf(await stack.checkoutUrl(token, 'lifetime'));
    stack.sim.store.customers.delete(first.customer!);

    const url = await stack.checkoutUrl(token, 'lifetime');
    expect(sessionOf(url).customer).not.toBe(first.customer);
    await stack.pay(url);
    await stack.webhooksSettled();
    expect(await stack.statsStatus(token)).toBe(200);
  });

  it('every call needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/stripe/trial-eligibility'],
      ['POST', '/api/stripe/create-checkout-session'],
      ['POST', '/api/stripe/create-lifetime-checkout-session'],
      ['GET', '/api/stripe/subscription-status'],
      ['POST', '/api/stripe/create-customer-portal-session'],
    ] as const) {
      expect((await stack.call(method, path)).status).toBe(401);
    }
  });
});

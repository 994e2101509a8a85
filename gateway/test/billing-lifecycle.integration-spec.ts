import { BillingStack } from './billing-stack';

type SubscriptionAnswer = { status: string; cancel_at_period_end: boolean; current_period_end: number };

describe('A Pro subscription over time, on the simulator clock', () => {
  const stack = new BillingStack();

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  const subscriptionOf = async (token: string) =>
    ((await stack.subscriptionStatus(token)).subscriptions as SubscriptionAnswer[])[0];

  /** Presses a button of the portal page as a browser would (a form POST), returning the page after it. */
  async function portalPress(portalUrl: string, action: 'cancel' | 'resume') {
    const page = await (await fetch(portalUrl)).text();
    const form = new RegExp(`action="([^"]+/${action}\\?subscription=[^"]+)"`).exec(page);
    if (!form) throw new Error(`no ${action} button on the portal page`);
    const response = await fetch(new URL(form[1], portalUrl), { method: 'POST', redirect: 'follow' });
    await stack.webhooksSettled();
    return response.text();
  }

  it('the trial ends paid: active, a month on, still Pro', async () => {
    const token = await stack.subscriber('pro');
    const trial = await subscriptionOf(token);
    expect(trial.status).toBe('trialing');

    await stack.advanceDays(8);
    await stack.webhooksSettled();
    const active = await subscriptionOf(token);
    expect(active.status).toBe('active');
    expect(active.current_period_end).toBeGreaterThan(trial.current_period_end);
    expect(await stack.statsStatus(token)).toBe(200);
  });

  it('the trial ends with a card that fails: past_due and still Pro; when the retries run out, Free', async () => {
    const token = await stack.subscriber('pro', '4000 0000 0000 0341');
    await stack.advanceDays(8);
    await stack.webhooksSettled();
    expect((await subscriptionOf(token)).status).toBe('past_due');
    expect(await stack.statsStatus(token)).toBe(200);

    await stack.advanceDays(15);
    await stack.webhooksSettled();
    expect((await subscriptionOf(token)).status).toBe('canceled');
    expect(await stack.statsStatus(token)).toBe(403);
  });

  it('cancel at period end in the portal keeps Pro until the period ends, resume undoes it, then Free', async () => {
    const token = await stack.subscriber('pro');
    const { body } = await stack.json('POST', '/api/stripe/create-customer-portal-session', token);
    const portalUrl = body.url as string;

    expect(await portalPress(portalUrl, 'cancel')).toContain('Cancels on');
    expect(await subscriptionOf(token)).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    expect(await stack.statsStatus(token)).toBe(200);

    expect(await portalPress(portalUrl, 'resume')).toContain('renews on');
    expect((await subscriptionOf(token)).cancel_at_period_end).toBe(false);

    await portalPress(portalUrl, 'cancel');
    await stack.advanceDays(3);
    await stack.webhooksSettled();
    expect(await stack.statsStatus(token)).toBe(200);

    await stack.advanceDays(5);
    await stack.webhooksSettled();
    expect((await subscriptionOf(token)).status).toBe('canceled');
    expect(await stack.statsStatus(token)).toBe(403);
    expect(await stack.subscriptionStatus(token)).toMatchObject({ plan: 'free', hasSubscription: false });
  });

  it('one trial per user, ever: after a canceled trial, Pro checkout charges at once', async () => {
    const token = await stack.subscriber('pro');
    const { subscriptions } = await stack.subscriptionStatus(token);
    await stack.stripe.subscriptions.cancel((subscriptions as { id: string }[])[0].id);
    await stack.webhooksSettled();
    expect(await stack.statsStatus(token)).toBe(403);
    expect((await stack.subscriptionStatus(token)).planEndedAt).toEqual(expect.any(Number));

    expect((await stack.json('GET', '/api/stripe/trial-eligibility', token)).body.eligibleForTrial).toBe(
      false,
    );
    const page = await (await fetch(await stack.checkoutUrl(token, 'pro'))).text();
    expect(page).toContain('$5.00 per month');
    expect(page).not.toContain('days free');
  });

  it('a lapsed trial keeps reading its documents and is refused new ones; a user who never paid is not lapsed', async () => {
    const token = await stack.subscriber('pro');
    expect((await stack.subscriptionStatus(token)).planEndedAt).toBeNull();
    const { subscriptions } = await stack.subscriptionStatus(token);
    await stack.stripe.subscriptions.cancel((subscriptions as { id: string }[])[0].id);
    await stack.webhooksSettled();

    expect((await stack.json('GET', '/api/documents/all', token)).status).toBe(200);
    expect(await stack.json('POST', '/api/documents/invoice', token)).toMatchObject({
      status: 403,
      body: { code: 'billing.plan_lapsed' },
    });

    const never = await stack.auth.signedUp();
    expect((await stack.subscriptionStatus(never)).planEndedAt).toBeNull();
    expect(await stack.json('GET', '/api/documents/all', never)).toMatchObject({
      status: 403,
      body: { code: 'billing.no_plan' },
    });
  });
});

import { BillingStack } from './billing-stack';

type SubscriptionAnswer = { id: string; status: string; trial_end: number | null };

describe('One plan at a time: a user never holds two subscriptions', () => {
  const stack = new BillingStack();

  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  const sessionOf = (url: string) => stack.sim.store.sessions.get(url.split('/').pop()!)!;
  const liveSubscriptionsAtStripe = (customer: string) =>
    [...stack.sim.store.subscriptions.values()].filter(
      (s) => s.customer === customer && s.status !== 'canceled',
    );
  const listed = async (token: string) =>
    (await stack.subscriptionStatus(token)).subscriptions as SubscriptionAnswer[];

  it('two checkouts opened before paying: the older one is expired, so paying both gives one Pro and one trial', async () => {
    const token = await stack.auth.signedUp();
    const first = await stack.checkoutUrl(token, 'pro');
    const second = await stack.checkoutUrl(token, 'pro');
    expect(sessionOf(first).status).toBe('expired');

    const refused = await stack.pay(first);
    expect(refused.status).toBe(410);
    expect(refused.page).toContain('This checkout session has expired.');
    expect((await stack.pay(second)).status).toBe(303);
    await stack.webhooksQuiet();

    expect(liveSubscriptionsAtStripe(sessionOf(second).customer!)).toHaveLength(1);
    const subscriptions = await listed(token);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ status: 'trialing' });
  });

  it('two checkouts opened at the same moment: at most one of them can be paid', async () => {
    const token = await stack.auth.signedUp();
    const urls = await Promise.all([stack.checkoutUrl(token, 'pro'), stack.checkoutUrl(token, 'pro')]);
    const paid = [];
    for (const url of urls) paid.push((await stack.pay(url)).status);
    await stack.webhooksQuiet();

    expect(paid.filter((status) => status === 303)).toHaveLength(1);
    expect(liveSubscriptionsAtStripe(sessionOf(urls[0]).customer!)).toHaveLength(1);
  });

  it('a second Pro subscription completed at Stripe anyway is cancelled at once and its payment refunded', async () => {
    const token = await stack.subscriber('pro');
    const [kept] = await listed(token);
    const customer = stack.sim.store.subscriptions.get(kept.id)!.customer;
    // A session billing did not open (an older deploy's, or another tab racing Stripe): paid, no trial.
    const price = stack.sim.store.subscriptions.get(kept.id)!.items.data[0].price.id;
    const stray = await stack.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price, quantity: 1 }],
      success_url: 'http://app.test/dashboard',
    });
    expect((await stack.pay(stray.url!)).status).toBe(303);
    await stack.webhooksQuiet();

    const second = stack.sim.store.subscriptions.get(stack.sim.store.sessions.get(stray.id)!.subscription!)!;
    expect(second.status).toBe('canceled');
    const charges = [...stack.sim.store.charges.values()].filter((c) => c.customer === customer);
    expect(charges.map((c) => ({ amount: c.amount, refunded: c.refunded }))).toEqual([
      { amount: 500, refunded: true },
    ]);
    expect(liveSubscriptionsAtStripe(customer)).toEqual([expect.objectContaining({ id: kept.id })]);
    expect(await stack.subscriptionStatus(token)).toMatchObject({ plan: 'pro', hasSubscription: true });
    expect((await listed(token)).filter((s) => s.status !== 'canceled')).toEqual([
      expect.objectContaining({ id: kept.id, status: 'trialing' }),
    ]);
  });

  it('a Lifetime purchase ends a running Pro at its period end, with no further charge', async () => {
    const token = await stack.subscriber('pro');
    const [pro] = await listed(token);
    const customer = stack.sim.store.subscriptions.get(pro.id)!.customer;
    await stack.pay(await stack.checkoutUrl(token, 'lifetime'));
    await stack.webhooksQuiet();

    expect(stack.sim.store.subscriptions.get(pro.id)).toMatchObject({ cancel_at_period_end: true });
    expect(await stack.subscriptionStatus(token)).toMatchObject({ plan: 'lifetime' });

    await stack.advanceDays(8);
    await stack.webhooksQuiet();
    expect(stack.sim.store.subscriptions.get(pro.id)!.status).toBe('canceled');
    const charged = [...stack.sim.store.charges.values()].filter((c) => c.customer === customer);
    expect(charged.map((c) => c.amount)).toEqual([9900]);
    expect(await stack.subscriptionStatus(token)).toMatchObject({ plan: 'lifetime', hasSubscription: false });
  });
});

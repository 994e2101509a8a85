import { create } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import { BillingRpc, CallerSchema, CheckoutProduct, Plan } from '@paydraft/contracts';
import { getModelToken, runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import Stripe from 'stripe';
import { billingDefinition } from '../src/billing.definition';
import { CHECKOUT_NUMBER_KEY, OpenCheckouts } from '../src/checkout/open-checkouts';
import { ConnectService } from '../src/connect/connect.service';
import { CUSTOMER_MODEL, type Customer } from '../src/customers/customer.schema';
import { LIFETIME_PURCHASE_MODEL, type LifetimePurchase } from '../src/lifetime/lifetime-purchase.schema';
import { StripeGateway } from '../src/stripe/stripe-gateway';
import { OnePlanService } from '../src/subscriptions/one-plan.service';
import { SUBSCRIPTION_MODEL, type StoredSubscription } from '../src/subscriptions/subscription.schema';
import { startRecordingProxy } from './support/recording-proxy';
import { startStripeMock } from './support/stripe-mock';

const SECRET = 'whsec_contract_test';

/**
 * Every request billing makes to Stripe, sent to stripe-mock, which checks each against Stripe's
 * OpenAPI (an unknown parameter, a wrong type or enum is a 400, which billing turns into a failed
 * call here). stripe-mock is stateless: it proves the requests, not the flows (the simulator does).
 */
describe('billing against stripe-mock: every Stripe request it makes is one Stripe accepts', () => {
  let mock: Awaited<ReturnType<typeof startStripeMock>>;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let billing: INestMicroservice;
  let rpc: { client: RpcClient; close: () => Promise<void> };

  const as = <T>(userId: string, plan: Plan, call: () => Promise<T>) =>
    runInRequestContext({ requestId: 'contract-test', caller: create(CallerSchema, { userId, plan }) }, call);

  const deliver = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_${type}_${Date.now()}`,
      object: 'event',
      type,
      created: 1,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    return rpc.client.request(BillingRpc.handleWebhook, { payload: Buffer.from(payload), signature });
  };

  beforeAll(async () => {
    mock = await startStripeMock();
    proxy = await startRecordingProxy(mock.url);
    billing = await startTestService(billingDefinition, {
      MONGO_DB_NAME: uniqueDbName('billing'),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_contract_connect',
      // A fee, so the pay-now session carries payment_intent_data.application_fee_amount.
      STRIPE_PLATFORM_FEE_PERCENT: '2.5',
      STRIPE_API_URL: proxy.url,
    });
    rpc = await createTestRpcClient(10_000);
  });
  afterAll(async () => {
    await rpc.close();
    await billing.close();
    await proxy.close();
    await mock.stop();
  });

  it('prices by lookup key, the customer, and Checkout for Pro with its trial', async () => {
    const { url } = await as('contract-user', Plan.FREE, () =>
      rpc.client.request(BillingRpc.createCheckoutSession, { product: CheckoutProduct.PRO }),
    );
    expect(url).toMatch(/^https:\/\//);
  });

  it('Checkout for Lifetime (payment mode)', async () => {
    const { url } = await as('contract-user', Plan.FREE, () =>
      rpc.client.request(BillingRpc.createCheckoutSession, { product: CheckoutProduct.LIFETIME }),
    );
    expect(url).toMatch(/^https:\/\//);
  });

  it('subscription events re-read the subscription; the portal opens for it', async () => {
    // The events name the customer billing created for the user at its first checkout.
    const customers = billing.get<Model<Customer>>(getModelToken(CUSTOMER_MODEL));
    const customer = { id: (await customers.findById('contract-user').lean<Customer>())!.customerId };
    await deliver('customer.subscription.created', {
      id: 'sub_contract',
      object: 'subscription',
      customer: customer.id,
    });
    await deliver('invoice.paid', {
      id: 'in_contract',
      object: 'invoice',
      customer: customer.id,
      parent: { subscription_details: { subscription: 'sub_contract' } },
    });
    // Its stock subscription is one that was canceled at a period end long past: make it a running one.
    const subscriptions = billing.get<Model<StoredSubscription>>(getModelToken(SUBSCRIPTION_MODEL));
    const stored = await subscriptions.findById('sub_contract').lean<StoredSubscription>();
    expect(stored).toMatchObject({ userId: 'contract-user' });
    await subscriptions.updateOne(
      { _id: 'sub_contract' },
      { $set: { status: 'active', cancelAtPeriodEnd: false } },
    );
    const { url } = await as('contract-user', Plan.PRO, () =>
      rpc.client.request(BillingRpc.createPortalSession, {}),
    );
    expect(url).toMatch(/^https:\/\//);
  });

  it('the one-plan rule: expiring older checkouts, refunding and cancelling a second subscription, ending Pro at period end', async () => {
    await billing
      .get(OpenCheckouts)
      .expireOlder('cus_contract', { metadata: { [CHECKOUT_NUMBER_KEY]: '99' } } as never);
    const subscriptions = billing.get<Model<StoredSubscription>>(getModelToken(SUBSCRIPTION_MODEL));
    const stored = (id: string, created: number) => ({
      _id: id,
      userId: 'one-plan-user',
      customerId: 'cus_contract',
      status: 'active',
      currentPeriodEnd: created + 86_400,
      priceId: 'price_contract',
      created,
    });
    await subscriptions.create([stored('sub_kept', 1), stored('sub_second', 2)]);
    const purchases = billing.get<Model<LifetimePurchase>>(getModelToken(LIFETIME_PURCHASE_MODEL));
    await purchases.create({ _id: 'pi_contract', userId: 'one-plan-user', paid: true, created: 3 });
    // stripe-mock answers every subscription as canceled, so the rule's cancel runs on the SDK here.
    await billing
      .get(StripeGateway)
      .call('subscriptions.cancel', (s) => s.subscriptions.cancel('sub_second', { prorate: false }));
    await billing.get(OnePlanService).enforce('one-plan-user');
    // Its stock invoice payment names no PaymentIntent: the refund the rule makes, on the SDK.
    await billing
      .get(OnePlanService)
      .refund('pi_contract', { userId: 'one-plan-user', subscriptionId: 'sub_second' });
  });

  it('Connect: a Standard account, its onboarding link, its state, and a pay-now session on it with a fee', async () => {
    const { url } = await as('connect-owner', Plan.PRO, () =>
      rpc.client.request(BillingRpc.connectOnboarding, {}),
    );
    expect(url).toMatch(/^https:\/\//);
    const status = await as('connect-owner', Plan.PRO, () =>
      rpc.client.request(BillingRpc.connectStatus, {}),
    );
    expect(status.accountId).toMatch(/^acct_/);
    // stripe-mock's stock account has not finished onboarding: take it as able to charge.
    jest.spyOn(billing.get(ConnectService), 'chargeableAccount').mockResolvedValue(status.accountId);
    const checkout = await rpc.client.request(BillingRpc.invoiceCheckout, {
      ownerId: 'connect-owner',
      invoiceId: 'invoice-1',
      invoiceNumber: 'INV-0001',
      amount: '120.50',
      currency: 'EUR',
      businessName: 'Ada Studio',
      returnPath: '/view/invoice/token-1',
      customerEmail: 'payer@example.com',
    });
    expect(checkout.url).toMatch(/^https:\/\//);
    const onAccount = proxy.recorded.filter((request) => request.account === status.accountId);
    expect(onAccount).toEqual([
      { method: 'POST', path: '/v1/checkout/sessions', status: 200, account: status.accountId },
    ]);
  });

  it('sent each kind of request billing makes, and stripe-mock accepted every one', () => {
    const kinds = new Set(proxy.recorded.map(({ method, path }) => `${method} ${path}`));
    expect([...kinds].sort()).toEqual([
      'DELETE /v1/subscriptions/:id',
      'GET /v1/accounts/:id',
      'GET /v1/checkout/sessions',
      'GET /v1/customers/:id',
      'GET /v1/invoice_payments',
      'GET /v1/invoices',
      'GET /v1/prices',
      'GET /v1/subscriptions/:id',
      'POST /v1/account_links',
      'POST /v1/accounts',
      'POST /v1/billing_portal/sessions',
      'POST /v1/checkout/sessions',
      'POST /v1/checkout/sessions/:id/expire',
      'POST /v1/customers',
      'POST /v1/prices',
      'POST /v1/refunds',
      'POST /v1/subscriptions/:id',
    ]);
    expect(proxy.recorded.filter((request) => request.status !== 200)).toEqual([]);
  });
});

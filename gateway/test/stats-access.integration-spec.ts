import { AuthRpc } from '@paydraft/contracts';
import type { RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient } from '@paydraft/nest-kit/testing';
import { newAccount } from './auth-client';
import { BillingStack } from './billing-stack';

describe('GET /api/stats, the dashboard access probe', () => {
  const stack = new BillingStack();
  let rpc: { client: RpcClient; close: () => Promise<void> };

  beforeAll(async () => {
    await stack.start();
    rpc = await createTestRpcClient();
  });
  afterAll(async () => {
    await rpc.close();
    await stack.stop();
  });

  const stats = (token?: string) => stack.call('GET', '/api/stats', token);

  it('answers 401 to a stranger, with no session or a bad one', async () => {
    const response = await stats();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: 'Authentication expired' });
    expect((await stats('a.b.c')).status).toBe(401);
  });

  it('answers 403 billing.no_plan to a Free user', async () => {
    const response = await stats(await stack.auth.signedUp());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: 'billing.no_plan' });
  });

  it('answers 200 with the counts to a Pro user and to a Lifetime buyer', async () => {
    for (const plan of ['pro', 'lifetime'] as const) {
      const response = await stats(await stack.subscriber(plan));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        data: { pendingQuotes: 0, completedQuotes: 0, completedInvoices: 0 },
      });
    }
  });

  it('lets a tester in at once as Lifetime (Beta Tester), and shuts them out once the flag is revoked', async () => {
    const account = newAccount();
    const token = await stack.auth.signedUp(account);
    await rpc.client.request(AuthRpc.setTester, { email: account.email, isTester: true });

    expect((await stats(token)).status).toBe(200);
    expect(await stack.subscriptionStatus(token)).toMatchObject({
      plan: 'lifetime',
      planLabel: 'Lifetime (Beta Tester)',
      isTester: true,
    });
    expect(await stack.json('POST', '/api/stripe/create-customer-portal-session', token)).toMatchObject({
      status: 403,
      body: { code: 'billing.no_portal' },
    });

    await rpc.client.request(AuthRpc.setTester, { email: account.email, isTester: false });
    expect((await stats(token)).status).toBe(403);
  });

  it('answers a retryable 503 billing.plan_unknown while billing is down, never a Free 403', async () => {
    const token = await stack.auth.signedUp();
    await stack.gateway.stopService('billing');
    try {
      const response = await stats(token);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'billing.plan_unknown' });
      // Routes that need no plan keep working.
      expect((await stack.call('GET', '/api/auth/me', token)).status).toBe(200);
    } finally {
      await stack.gateway.startService('billing', {
        STRIPE_SECRET_KEY: 'sk_test_simulator',
        STRIPE_WEBHOOK_SECRET: 'whsec_integration_tests_only',
        STRIPE_API_URL: stack.sim.url,
      });
    }
    expect((await stats(token)).status).toBe(403);
  });
});

import { AuthRpc } from '@paydraft/contracts';
import type { RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient } from '@paydraft/nest-kit/testing';
import { AuthClient, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

describe('GET /api/stats, the dashboard access probe', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);
  let rpc: { client: RpcClient; close: () => Promise<void> };

  beforeAll(async () => {
    await gateway.start(['auth', 'billing']);
    rpc = await createTestRpcClient();
  });
  afterAll(async () => {
    await rpc.close();
    await gateway.stop();
  });

  const stats = (token?: string) =>
    gateway.fetch('/api/stats', token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('answers 401 without a session', async () => {
    const response = await stats();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: 'Authentication expired' });
  });

  it('answers 403 billing.no_plan to a signed-in user without a plan', async () => {
    const response = await stats(await auth.signedUp());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: 'billing.no_plan' });
  });

  it('lets a tester in at once, and shuts them out once the flag is revoked', async () => {
    const account = newAccount();
    const token = await auth.signedUp(account);
    await rpc.client.request(AuthRpc.setTester, { email: account.email, isTester: true });

    const granted = await stats(token);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({
      success: true,
      data: { pendingQuotes: 0, completedQuotes: 0, completedInvoices: 0 },
    });

    await rpc.client.request(AuthRpc.setTester, { email: account.email, isTester: false });
    expect((await stats(token)).status).toBe(403);
  });
});

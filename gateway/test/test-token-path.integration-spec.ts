import { Plan } from '@paydraft/contracts';
import { createHmac } from 'node:crypto';
import { GatewayFixture } from './gateway-fixture';

const SECRET = 'a-secret-someone-left-in-production-0123';

/** A caller token as the removed test-only path accepted it: `<claims>.<HMAC-SHA256 of them>`. */
function oldTestToken(userId: string): string {
  const claims = { sub: userId, plan: Plan.PRO, exp: Math.floor(Date.now() / 1000) + 3600 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
}

describe('the gateway knows no test-only sign-in', () => {
  const gateway = new GatewayFixture();

  beforeAll(() => gateway.start(['clients'], { AUTH_TOKEN_SECRET: SECRET }));
  afterAll(() => gateway.stop());

  it('refuses a caller token signed with AUTH_TOKEN_SECRET, even when the variable is set', async () => {
    const response = await gateway.fetch('/api/clients', {
      headers: { authorization: `Bearer ${oldTestToken('someone-who-never-signed-in')}` },
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'auth.invalid_token' });
  });
});

import { AuthClient } from './auth-client';
import { GatewayFixture, TEST_AUTH_JWT_SECRET } from './gateway-fixture';

const NEXT_SECRET = 'the-next-session-secret-after-rotation-0123';

describe('rotating the session signing secret', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(() => gateway.start(['auth']));
  afterAll(() => gateway.stop());

  it('keeps running sessions while the previous secret is configured, and ends them once it is dropped', async () => {
    const before = await auth.signedUp();

    await gateway.stopService('auth');
    await gateway.startService('auth', {
      AUTH_JWT_SECRET: NEXT_SECRET,
      AUTH_JWT_PREVIOUS_SECRET: TEST_AUTH_JWT_SECRET,
    });
    expect((await auth.get('me', before)).status).toBe(200);
    const after = await auth.signedUp();
    expect((await auth.get('me', after)).status).toBe(200);

    await gateway.stopService('auth');
    await gateway.startService('auth', { AUTH_JWT_SECRET: NEXT_SECRET });
    expect((await auth.get('me', before)).status).toBe(401);
    expect((await auth.get('me', after)).status).toBe(200);
  });
});

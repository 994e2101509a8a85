import { AuthClient, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

describe('abuse limits of the auth routes', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(() => gateway.start(['auth'], { AUTH_NETWORK_RATE_LIMIT: '40', AUTH_ADDRESS_MAIL_LIMIT: '2' }));
  afterAll(() => gateway.stop());

  it('refuses the 11th wrong password for an account with 429 and Retry-After, even with the right one', async () => {
    const account = newAccount();
    await auth.signedUp(account);

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await auth.post('login', {
        emailOrUsername: account.email,
        password: `wrong-${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const eleventh = await auth.post('login', {
      emailOrUsername: account.username.toUpperCase(),
      password: 'wrong-11',
    });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(await eleventh.json()).toMatchObject({ success: false, code: 'auth.too_many_attempts' });

    const right = await auth.post('login', { emailOrUsername: account.email, password: account.password });
    expect(right.status).toBe(429);
  });

  it('limits reset mails per address, known or not, alike', async () => {
    const account = newAccount();
    await auth.signedUp(account);

    for (const email of [account.email, 'nobody-at-all@example.com']) {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await auth.post('forgot-password', { email })).status);
      expect(answers).toEqual([200, 200, 429]);
    }
  });

  it('limits each public route per client network', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await auth.get(`check-username/name${i}x`)).status);

    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another route keeps its own count.
    expect((await auth.post('check-email', { email: 'someone@example.com' })).status).toBe(200);
  });
});

import { AuthClient, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

const valid = () => {
  const account = newAccount();
  return { ...account, confirmPassword: account.password, agreeToTerms: true, recaptchaToken: '' };
};

describe('POST /api/auth/signup', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(() => gateway.start(['auth']));
  afterAll(() => gateway.stop());

  const refusal = async (body: Record<string, unknown>) => {
    const response = await auth.post('signup', body);
    expect(response.status).toBe(400);
    return ((await response.json()) as { error: string }).error;
  };

  it('answers the first broken rule in the spec order (section 5)', async () => {
    // Each body breaks every rule from its own onwards: the answer names the first only.
    const breakFrom = [
      [
        { confirmPassword: 'other', password: '12345', agreeToTerms: false, username: 'a_' },
        'Passwords do not match',
      ],
      [
        { password: '12345', confirmPassword: '12345', agreeToTerms: false, username: 'a_' },
        'Password must be at least 6 characters long',
      ],
      [{ agreeToTerms: false, username: 'a_' }, 'Please agree to the terms and conditions'],
      [{ username: 'a_' }, 'Username must be between 3 and 30 characters long'],
      [{ username: 'a'.repeat(31) }, 'Username must be between 3 and 30 characters long'],
      [{ username: 'ada_lovelace' }, 'Username can only contain letters and numbers'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    ] as const;
    for (const [change, message] of breakFrom) {
      await expect(refusal({ ...valid(), ...change })).resolves.toBe(message);
    }
  });

  it('creates an account without a username, and another one without a username too', async () => {
    const first = await auth.signup({ ...valid(), username: '' });
    const second = await auth.signup({ ...valid(), username: '' });

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await first.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { username: null },
    });
  });

  it('refuses an address already taken in any case, telling the page to offer sign-in', async () => {
    const body = valid();
    expect((await auth.signup(body)).status).toBe(201);

    const again = await auth.signup({ ...valid(), email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      success: false,
      code: 'auth.email_taken',
      redirectToLogin: true,
    });
  });

  it('refuses a username already taken in any case', async () => {
    const body = valid();
    expect((await auth.signup(body)).status).toBe(201);

    const again = await auth.signup({ ...valid(), username: body.username.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'auth.username_taken' });
  });

  it('answers username and email availability', async () => {
    const body = valid();
    await auth.signup(body);

    expect(await (await auth.get(`check-username/${body.username.toUpperCase()}`)).json()).toMatchObject({
      available: false,
    });
    expect(await (await auth.get('check-username/freeName123')).json()).toEqual({
      available: true,
      message: 'Username is available',
    });
    expect(await (await auth.get('check-username/no_way')).json()).toMatchObject({ available: false });
    expect(await (await auth.post('check-email', { email: body.email })).json()).toEqual({
      available: false,
    });
    expect(await (await auth.post('check-email', { email: 'free@example.com' })).json()).toEqual({
      available: true,
    });
  });
});

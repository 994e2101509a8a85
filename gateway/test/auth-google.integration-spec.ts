import { randomUUID } from 'node:crypto';
import { AuthClient, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';
import { MockGoogleIssuer } from './mock-google-issuer';

const CLIENT_ID = 'paydraft-test-client';
const APP = 'http://app.paydraft.test';

const googleAccount = () => {
  const id = randomUUID().slice(0, 8);
  return { sub: `google-${id}`, email: `google-${id}@example.com` };
};

describe('Google sign-in (OpenID Connect against a local issuer)', () => {
  const issuer = new MockGoogleIssuer();
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  /** Start at the gateway, pass the issuer (which authorizes at once), come back to the callback. */
  async function signInRedirect(tamper?: (callback: URL) => void): Promise<URL> {
    const start = await gateway.fetch('/api/auth/google', { redirect: 'manual' });
    expect(start.status).toBe(302);
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0];
    const atIssuer = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atIssuer.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${APP}/api/auth/google/callback`);
    tamper?.(callback);
    const back = await gateway.fetch(`${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(back.status).toBe(302);
    return new URL(back.headers.get('location') ?? '');
  }

  const exchange = (code: string) => auth.post('exchange', { code });

  async function signedInUser(landing: URL) {
    expect(`${landing.origin}${landing.pathname}`).toBe(`${APP}/auth/callback`);
    const response = await exchange(landing.searchParams.get('code') ?? '');
    expect(response.status).toBe(200);
    return (await response.json()) as {
      success: boolean;
      token: string;
      isNewUser: boolean;
      user: { id: string; email: string; name: string | null; avatar: string | null };
    };
  }

  beforeAll(async () => {
    await issuer.start();
    await gateway.start(['auth'], {
      GOOGLE_ISSUER: issuer.url,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'paydraft-test-client-secret',
      APP_BASE_URL: APP,
    });
  });
  afterAll(async () => {
    await gateway.stop();
    await issuer.stop();
  });

  it('tells the page through /api/config that the Google button works', async () => {
    expect(await (await gateway.fetch('/api/config')).json()).toMatchObject({ google: { enabled: true } });
  });

  it('starts with PKCE, state and nonce, keeping them in an httpOnly cookie', async () => {
    const start = await gateway.fetch('/api/auth/google', { redirect: 'manual' });
    const location = new URL(start.headers.get('location') ?? '');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce'])
      expect(location.searchParams.get(name)).toBeTruthy();
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it('creates the account the first time and signs into the same account the second time', async () => {
    issuer.account = googleAccount();
    const first = await signedInUser(await signInRedirect());
    expect(first).toMatchObject({ success: true, isNewUser: true, user: { email: issuer.account.email } });
    const second = await signedInUser(await signInRedirect());
    expect(second.isNewUser).toBe(false);
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    const me = await auth.get('me', second.token);
    expect(await me.json()).toMatchObject({ user: { id: first.user.id, hasPassword: false } });
  });

  it("keeps the Google profile's name and picture, refreshed at each sign-in; a non-https picture is dropped", async () => {
    issuer.account = {
      ...googleAccount(),
      name: 'Ada Lovelace',
      picture: 'https://pictures.example/ada.png',
    };
    const first = await signedInUser(await signInRedirect());
    expect(first.user).toMatchObject({ name: 'Ada Lovelace', avatar: 'https://pictures.example/ada.png' });

    issuer.account = { ...issuer.account, name: 'Ada King', picture: 'javascript:alert(1)' };
    const second = await signedInUser(await signInRedirect());
    expect(second.user).toMatchObject({ id: first.user.id, name: 'Ada King', avatar: null });
    const me = await auth.get('me', second.token);
    expect(await me.json()).toMatchObject({ user: { name: 'Ada King', avatar: null } });
  });

  it('answers name and avatar null for an account without Google', async () => {
    const response = await auth.signup(newAccount());
    expect(await response.json()).toMatchObject({ user: { name: null, avatar: null } });
  });

  it('takes the exchange code once only', async () => {
    issuer.account = googleAccount();
    const landing = await signInRedirect();
    const code = landing.searchParams.get('code') ?? '';
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ success: false, code: 'auth.invalid_login_code' });
  });

  it('refuses a callback whose state does not match', async () => {
    issuer.account = googleAccount();
    const landing = await signInRedirect((callback) => callback.searchParams.set('state', 'forged-state'));
    expect(landing.href).toBe(`${APP}/login?error=google_auth_failed`);
  });

  it('refuses a callback without the state cookie', async () => {
    const start = await gateway.fetch('/api/auth/google', { redirect: 'manual' });
    const atIssuer = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atIssuer.headers.get('location') ?? '');
    const back = await gateway.fetch(`${callback.pathname}${callback.search}`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${APP}/login?error=google_auth_failed`);
  });

  it('links a password account with the same address, then refuses another Google account for it', async () => {
    const account = newAccount();
    await auth.signedUp(account);
    issuer.account = { sub: `google-${randomUUID()}`, email: account.email.toUpperCase() };
    const linked = await signedInUser(await signInRedirect());
    expect(linked.user.email).toBe(account.email);
    issuer.account = { sub: `google-${randomUUID()}`, email: account.email };
    expect((await signInRedirect()).href).toBe(`${APP}/login?error=email_already_linked`);
  });

  it('refuses an address the issuer has not verified', async () => {
    issuer.account = { ...googleAccount(), emailVerified: false };
    expect((await signInRedirect()).href).toBe(`${APP}/login?error=google_auth_failed`);
  });

  it('accepts an ID token of the issuer at POST /api/auth/google', async () => {
    issuer.account = googleAccount();
    const response = await auth.post('google', { credential: await issuer.idToken(CLIENT_ID) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; isNewUser: boolean; user: { email: string } };
    expect(body).toMatchObject({ isNewUser: true, user: { email: issuer.account.email } });
    expect((await auth.get('me', body.token)).status).toBe(200);
    const again = await auth.post('google', { credential: await issuer.idToken(CLIENT_ID) });
    expect(await again.json()).toMatchObject({ isNewUser: false });
  });

  it('refuses a forged ID token, and one issued for another client', async () => {
    issuer.account = googleAccount();
    const genuine = await issuer.idToken(CLIENT_ID);
    const [header, , signature] = genuine.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        iss: issuer.url,
        aud: CLIENT_ID,
        sub: 'attacker',
        email: 'victim@example.com',
        email_verified: true,
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    for (const credential of [
      `${header}.${payload}.${signature}`,
      await issuer.idToken('another-client'),
      'not-a-jwt',
    ]) {
      const response = await auth.post('google', { credential });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, code: 'auth.google_credential_invalid' });
    }
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(() => gateway.start(['auth']));
  afterAll(() => gateway.stop());

  it('answers every Google route with auth.google_sign_in_off', async () => {
    const answers = [
      await gateway.fetch('/api/auth/google', { redirect: 'manual' }),
      await gateway.fetch('/api/auth/google/callback?code=x&state=y', { redirect: 'manual' }),
      await auth.post('google', { credential: 'anything' }),
    ];
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: 'auth.google_sign_in_off' });
    }
  });
});

describe('Google sign-in with the issuer unreachable', () => {
  const gateway = new GatewayFixture();

  beforeAll(() =>
    gateway.start(['auth'], {
      // Port 9 (discard) on loopback: nothing listens, so discovery fails at once.
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'paydraft-test-client-secret',
      APP_BASE_URL: APP,
    }),
  );
  afterAll(() => gateway.stop());

  it('sends the browser to /login?error=google_auth_failed', async () => {
    const response = await gateway.fetch('/api/auth/google', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${APP}/login?error=google_auth_failed`);
  });
});

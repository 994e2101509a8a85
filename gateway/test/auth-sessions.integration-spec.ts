import { getModelToken } from '@paydraft/nest-kit';
import { eventually } from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { SESSION_MODEL, type Session } from '../../services/auth/src/sessions/session.schema';
import { AuthClient, listenForResetLinks, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The token with its last character changed in the bits base64url decoding drops: 32 bytes take 43
 * characters, whose last 2 bits are padding, so the variant decodes to exactly the same bytes.
 */
function sameBytesVariant(token: string): string {
  const last = token.at(-1)!;
  const variant = `${token.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(last) ^ 1]}`;
  const lastPart = (value: string) => Buffer.from(value.split('.').at(-1)!, 'base64url');
  expect(lastPart(variant).equals(lastPart(token))).toBe(true);
  return variant;
}

/** Every (auth) call of the spec that the gateway serves, as [name, request with a token]. */
const SIGNED_IN_CALLS = [
  ['GET /api/auth/me', (auth: AuthClient, token?: string) => auth.get('me', token)],
  ['POST /api/auth/logout', (auth: AuthClient, token?: string) => auth.post('logout', {}, token)],
  [
    'POST /api/auth/change-password',
    (auth: AuthClient, token?: string) =>
      auth.post('change-password', { currentPassword: 'whatever1', newPassword: 'whatever2' }, token),
  ],
  [
    'POST /api/auth/change-username',
    (auth: AuthClient, token?: string) => auth.post('change-username', { newUsername: 'someoneNew' }, token),
  ],
  [
    'POST /api/auth/set-password',
    (auth: AuthClient, token?: string) => auth.post('set-password', { newPassword: 'whatever2' }, token),
  ],
  [
    'POST /api/auth/change-email',
    (auth: AuthClient, token?: string) =>
      auth.post('change-email', { newEmail: 'new-address@example.com' }, token),
  ],
  [
    'GET /api/auth/check-username-auth/{username}',
    (auth: AuthClient, token?: string) => auth.get('check-username-auth/somebody', token),
  ],
] as const;

describe('sessions through the gateway', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(() => gateway.start(['auth']));
  afterAll(() => gateway.stop());

  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ success: false, error: 'Authentication expired' });
  };

  it('signs up, then knows the user by the token', async () => {
    const account = newAccount();
    const token = await auth.signedUp(account);

    const response = await auth.get('me', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      user: { email: account.email, username: account.username, avatar: null, hasPassword: true },
    });
  });

  it('signs in by email in any case, and by username', async () => {
    const account = newAccount();
    await auth.signedUp(account);

    await expect(auth.signedIn(account.email.toUpperCase(), account.password)).resolves.toEqual(
      expect.any(String),
    );
    await expect(auth.signedIn(account.username, account.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses a wrong password with the spec wording, and an unknown account alike', async () => {
    const account = newAccount();
    await auth.signedUp(account);

    for (const login of [account.email, 'nobody-here@example.com']) {
      const response = await auth.post('login', { emailOrUsername: login, password: 'not-the-password' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: 'Invalid email/username or password',
        code: 'auth.invalid_credentials',
      });
    }
  });

  describe.each(SIGNED_IN_CALLS)('%s', (_name, call) => {
    let token: string;

    beforeAll(async () => {
      token = await auth.signedUp();
    });

    it('answers 401 JSON without a token', async () => {
      const response = await call(auth);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false });
    });

    it('answers 401 to a made-up token, and to a real one with a character changed', async () => {
      await expectRefused(await call(auth, randomBytes(32).toString('base64url')));
      const changed = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
      await expectRefused(await call(auth, changed));
    });

    it('answers 401 to a variant of the token that decodes to the same bytes', async () => {
      await expectRefused(await call(auth, sameBytesVariant(token)));
    });

    it('answers 401 to a malformed token', async () => {
      await expectRefused(await call(auth, 'not-a-token'));
    });

    it('answers 401 once the session has expired', async () => {
      const account = newAccount();
      const session = await auth.signedUp(account);
      const { user } = (await (await auth.get('me', session)).json()) as { user: { id: string } };
      const sessions = gateway.service('auth').get<Model<Session>>(getModelToken(SESSION_MODEL));
      await sessions.updateMany({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

      await expectRefused(await call(auth, session));
    });

    it('answers 401 after logout', async () => {
      const session = await auth.signedUp();
      expect((await auth.post('logout', {}, session)).status).toBe(200);
      await expectRefused(await call(auth, session));
    });
  });

  it('after a password change refuses every other session at once, and keeps the one that changed it', async () => {
    const account = newAccount();
    const changing = await auth.signedUp(account);
    const other = await auth.signedIn(account.email, account.password);

    const change = await auth.post(
      'change-password',
      { currentPassword: account.password, newPassword: 'a-new-password' },
      changing,
    );
    expect(change.status).toBe(200);

    await expectRefused(await auth.get('me', other));
    expect((await auth.get('me', changing)).status).toBe(200);
    expect(
      (await auth.post('login', { emailOrUsername: account.email, password: account.password })).status,
    ).toBe(401);
    await expect(auth.signedIn(account.email, 'a-new-password')).resolves.toEqual(expect.any(String));
  });

  it('refuses a password change with a wrong current password, and keeps the sessions', async () => {
    const account = newAccount();
    const token = await auth.signedUp(account);

    const change = await auth.post(
      'change-password',
      { currentPassword: 'wrong-one', newPassword: 'a-new-password' },
      token,
    );
    expect(change.status).toBe(400);
    expect(await change.json()).toMatchObject({ code: 'auth.wrong_password' });
    expect((await auth.get('me', token)).status).toBe(200);
  });

  describe('password reset', () => {
    let links: Awaited<ReturnType<typeof listenForResetLinks>>;

    beforeAll(async () => {
      links = await listenForResetLinks();
    });
    afterAll(() => links.close());

    it('a reset link works once, ends every session, and the new password signs in', async () => {
      const account = newAccount();
      const session = await auth.signedUp(account);

      expect((await auth.post('forgot-password', { email: account.email })).status).toBe(200);
      const link = await eventually(async () =>
        links.received.find((event) => event.email === account.email),
      );

      const reset = await auth.post('reset-password', { token: link.token, password: 'after-reset' });
      expect(reset.status).toBe(200);
      await expectRefused(await auth.get('me', session));
      await expect(auth.signedIn(account.email, 'after-reset')).resolves.toEqual(expect.any(String));

      const again = await auth.post('reset-password', { token: link.token, password: 'a-second-reset' });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ success: false, code: 'auth.invalid_reset_token' });
      expect(
        (await auth.post('login', { emailOrUsername: account.email, password: 'a-second-reset' })).status,
      ).toBe(401);
    });

    it('forgot-password on an unknown address answers exactly like a known one, and sends nothing', async () => {
      const account = newAccount();
      await auth.signedUp(account);

      const known = await auth.post('forgot-password', { email: account.email });
      const unknown = await auth.post('forgot-password', { email: 'no-account-here@example.com' });

      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
      await eventually(async () => links.received.find((event) => event.email === account.email));
      expect(links.received.some((event) => event.email === 'no-account-here@example.com')).toBe(false);
    });
  });
});

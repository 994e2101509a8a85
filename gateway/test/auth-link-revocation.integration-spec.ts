import { AuthEvents } from '@paydraft/contracts';
import { eventually } from '@paydraft/nest-kit/testing';
import { AuthClient, listenFor, listenForResetLinks, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

describe('a newer link ends the older ones', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);
  let resetLinks: Awaited<ReturnType<typeof listenForResetLinks>>;
  let changeLinks: Awaited<ReturnType<typeof listenFor<typeof AuthEvents.emailChangeRequested.payload>>>;

  beforeAll(async () => {
    await gateway.start(['auth']);
    resetLinks = await listenForResetLinks();
    changeLinks = await listenFor(AuthEvents.emailChangeRequested);
  });
  afterAll(async () => {
    await resetLinks.close();
    await changeLinks.close();
    await gateway.stop();
  });

  /** Asks for a reset link and waits for the one it sends (the `count`th for that address). */
  const requestResetLink = async (email: string, count: number) => {
    expect((await auth.post('forgot-password', { email })).status).toBe(200);
    const links = await eventually(async () => {
      const sent = resetLinks.received.filter((event) => event.email === email);
      return sent.length >= count ? sent : undefined;
    });
    return links[count - 1].token;
  };

  const requestEmailChange = async (token: string, newEmail: string) => {
    expect((await auth.post('change-email', { newEmail }, token)).status).toBe(200);
    return (await eventually(async () => changeLinks.received.find((event) => event.newEmail === newEmail)))
      .token;
  };

  const reset = (token: string, password: string) => auth.post('reset-password', { token, password });

  it('of three reset links asked for, only the last one works', async () => {
    const account = newAccount();
    await auth.signedUp(account);

    const first = await requestResetLink(account.email, 1);
    const second = await requestResetLink(account.email, 2);
    const third = await requestResetLink(account.email, 3);

    for (const stale of [first, second]) {
      const refused = await reset(stale, 'from-a-stale-link');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ success: false, code: 'auth.invalid_reset_token' });
    }
    expect((await reset(third, 'from-the-last-link')).status).toBe(200);
    await expect(auth.signedIn(account.email, 'from-the-last-link')).resolves.toEqual(expect.any(String));
  });

  it('an email change ends every reset link sent before it; one asked for after works', async () => {
    const account = newAccount();
    const session = await auth.signedUp(account);
    const beforeChange = await requestResetLink(account.email, 1);
    const newEmail = newAccount().email;

    const confirm = await auth.post('confirm-email-change', {
      token: await requestEmailChange(session, newEmail),
    });
    expect(confirm.status).toBe(200);

    const refused = await reset(beforeChange, 'to-the-old-mailbox');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'auth.invalid_reset_token' });
    expect((await reset(await requestResetLink(newEmail, 1), 'to-the-new-mailbox')).status).toBe(200);
  });

  it('of two email-change links, only the later one confirms, and the account ends on its address', async () => {
    const account = newAccount();
    const session = await auth.signedUp(account);
    const older = newAccount().email;
    const later = newAccount().email;

    const olderLink = await requestEmailChange(session, older);
    const laterLink = await requestEmailChange(session, later);

    const refused = await auth.post('confirm-email-change', { token: olderLink });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'auth.invalid_email_change_token' });
    expect(await (await auth.get('me', session)).json()).toMatchObject({
      user: { email: account.email, pendingEmail: later },
    });

    const confirmed = await auth.post('confirm-email-change', { token: laterLink });
    expect(confirmed.status).toBe(200);
    expect(await (await auth.get('me', session)).json()).toMatchObject({
      user: { email: later, pendingEmail: null },
    });
  });
});

import { AuthEvents } from '@paydraft/contracts';
import { eventually } from '@paydraft/nest-kit/testing';
import { AuthClient, listenFor, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

describe('changing the email address', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);
  let links: Awaited<ReturnType<typeof listenFor<typeof AuthEvents.emailChangeRequested.payload>>>;
  let changes: Awaited<ReturnType<typeof listenFor<typeof AuthEvents.userEmailChanged.payload>>>;

  beforeAll(async () => {
    await gateway.start(['auth']);
    links = await listenFor(AuthEvents.emailChangeRequested);
    changes = await listenFor(AuthEvents.userEmailChanged);
  });
  afterAll(async () => {
    await links.close();
    await changes.close();
    await gateway.stop();
  });

  it('shows the new address as pending, then makes it the account address once confirmed, once', async () => {
    const account = newAccount();
    const token = await auth.signedUp(account);
    const newEmail = newAccount().email;

    const request = await auth.post('change-email', { newEmail }, token);
    expect(request.status).toBe(200);
    expect(await request.json()).toMatchObject({ success: true, pendingEmail: newEmail });
    expect(await (await auth.get('me', token)).json()).toMatchObject({
      user: { email: account.email, pendingEmail: newEmail },
    });

    const link = await eventually(async () => links.received.find((event) => event.newEmail === newEmail));
    const confirm = await auth.post('confirm-email-change', { token: link.token });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ success: true, email: newEmail });
    expect(await (await auth.get('me', token)).json()).toMatchObject({
      user: { email: newEmail, pendingEmail: null },
    });
    await expect(auth.signedIn(newEmail, account.password)).resolves.toEqual(expect.any(String));
    expect(
      (await auth.post('login', { emailOrUsername: account.email, password: account.password })).status,
    ).toBe(401);
    await eventually(async () => changes.received.find((event) => event.newEmail === newEmail));

    const again = await auth.post('confirm-email-change', { token: link.token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'auth.invalid_email_change_token' });
  });

  it("refuses another account's address, and answers 401 without a session", async () => {
    const taken = newAccount();
    await auth.signedUp(taken);
    const token = await auth.signedUp();

    const response = await auth.post('change-email', { newEmail: taken.email.toUpperCase() }, token);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'This email address is not usable' });
    expect((await auth.post('change-email', { newEmail: 'x@example.com' })).status).toBe(401);
  });
});

import { getModelToken } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { SessionsService } from '../../services/auth/src/sessions/sessions.service';
import { USER_MODEL, type User } from '../../services/auth/src/users/user.schema';
import { AuthClient, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

describe('the account page calls', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  beforeAll(() => gateway.start(['auth']));
  afterAll(() => gateway.stop());

  it('change the username, which then signs in, and refuse one another account holds', async () => {
    const other = newAccount();
    await auth.signedUp(other);
    const account = newAccount();
    const token = await auth.signedUp(account);

    const taken = await auth.post('change-username', { newUsername: other.username.toUpperCase() }, token);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'auth.username_taken' });

    const ownInCapitals = account.username.toUpperCase();
    expect((await auth.post('change-username', { newUsername: ownInCapitals }, token)).status).toBe(200);
    expect(await (await auth.get('me', token)).json()).toMatchObject({ user: { username: ownInCapitals } });
    await expect(auth.signedIn(account.username, account.password)).resolves.toEqual(expect.any(String));

    const bad = await auth.post('change-username', { newUsername: 'no way' }, token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Username can only contain letters and numbers' });
  });

  it("check-username-auth calls the caller's own username available and another account's taken", async () => {
    const other = newAccount();
    await auth.signedUp(other);
    const account = newAccount();
    const token = await auth.signedUp(account);

    const own = await auth.get(`check-username-auth/${account.username.toUpperCase()}`, token);
    expect(await own.json()).toEqual({ available: true, message: 'Username is available' });
    const others = await auth.get(`check-username-auth/${other.username}`, token);
    expect(await others.json()).toEqual({ available: false, message: 'Username is already taken' });
    // The public check (signup page) knows no caller: a held name is taken, whoever holds it.
    const publicCheck = await auth.get(`check-username/${account.username}`);
    expect(await publicCheck.json()).toMatchObject({ available: false });
  });

  it('set a first password only on an account that has none', async () => {
    const withPassword = await auth.signedUp();
    const refused = await auth.post('set-password', { newPassword: 'another-one' }, withPassword);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'auth.password_already_set' });

    // An account as Google sign-in makes it: no password yet.
    const users = gateway.service('auth').get<Model<User>>(getModelToken(USER_MODEL));
    const email = newAccount().email;
    await users.create({ _id: `google-${email}`, email, emailKey: email });
    const token = await gateway.service('auth').get(SessionsService).open(`google-${email}`);
    expect(await (await auth.get('me', token)).json()).toMatchObject({ user: { hasPassword: false } });

    expect((await auth.post('set-password', { newPassword: 'first-password' }, token)).status).toBe(200);
    expect(await (await auth.get('me', token)).json()).toMatchObject({ user: { hasPassword: true } });
    await expect(auth.signedIn(email, 'first-password')).resolves.toEqual(expect.any(String));
  });
});

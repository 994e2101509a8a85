import { AuthClient, newAccount } from './auth-client';
import { GatewayFixture } from './gateway-fixture';

/** AUTH_LOGIN_FAILURE_LIMIT's default: wrong passwords an account takes per window before the lock. */
const LOCK_THRESHOLD = 10;

const countOf = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('the sign-in lock under parallel attempts, and what shares it', () => {
  const gateway = new GatewayFixture();
  const auth = new AuthClient(gateway);

  // 25 password checks at once take longer than the fixture's usual 1 s on a busy machine.
  beforeAll(() => gateway.start(['auth'], { RPC_TIMEOUT_MS: '10000' }));
  afterAll(() => gateway.stop());

  it('refuses 25 parallel wrong passwords for one account past the threshold: 429s appear, at most 10 × 401', async () => {
    const account = newAccount();
    await auth.signedUp(account);

    const statuses = await Promise.all(
      Array.from({ length: 25 }, async (_, attempt) => {
        const response = await auth.post('login', {
          emailOrUsername: account.email,
          password: `wrong-${attempt}`,
        });
        return response.status;
      }),
    );

    console.log(`25 parallel wrong passwords answered: ${statuses.sort().join(' ')}`);
    expect(countOf(statuses, 401)).toBeLessThanOrEqual(LOCK_THRESHOLD);
    expect(countOf(statuses, 429)).toBeGreaterThan(0);
    expect(countOf(statuses, 401) + countOf(statuses, 429)).toBe(25);
    const right = await auth.post('login', { emailOrUsername: account.email, password: account.password });
    expect(right.status).toBe(429);
  });

  it('a right password gives its attempt back: wrong ones around successful sign-ins lock only at the threshold', async () => {
    const account = newAccount();
    await auth.signedUp(account);
    const wrong = () => auth.post('login', { emailOrUsername: account.email, password: 'not-it' });

    for (let attempt = 1; attempt < LOCK_THRESHOLD; attempt += 1) {
      expect((await wrong()).status).toBe(401);
      await expect(auth.signedIn(account.email, account.password)).resolves.toEqual(expect.any(String));
    }
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
  });

  it('counts wrong current passwords of change-password on the sign-in lock: the 11th is refused, sign-in too', async () => {
    const account = newAccount();
    const token = await auth.signedUp(account);
    const change = (currentPassword: string) =>
      auth.post('change-password', { currentPassword, newPassword: 'a-new-password' }, token);

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 15; attempt += 1) statuses.push((await change(`wrong-${attempt}`)).status);

    expect(statuses).toEqual([...Array(LOCK_THRESHOLD).fill(400), ...Array(15 - LOCK_THRESHOLD).fill(429)]);
    const locked = await change(account.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ success: false, code: 'auth.too_many_attempts' });
    const login = await auth.post('login', { emailOrUsername: account.email, password: account.password });
    expect(login.status).toBe(429);
  });

  it('a lock opened by wrong sign-ins also refuses change-password, even with the right current password', async () => {
    const account = newAccount();
    const token = await auth.signedUp(account);
    for (let attempt = 1; attempt <= LOCK_THRESHOLD; attempt += 1) {
      await auth.post('login', { emailOrUsername: account.email, password: `wrong-${attempt}` });
    }

    const change = await auth.post(
      'change-password',
      { currentPassword: account.password, newPassword: 'a-new-password' },
      token,
    );
    expect(change.status).toBe(429);
    await expect(auth.signedIn(account.email, 'a-new-password')).rejects.toThrow(/429/);
  });
});

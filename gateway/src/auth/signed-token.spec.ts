import { Plan } from '@paydraft/contracts';
import { signCallerToken, verifyCallerToken } from './signed-token';
import { SignedTokenAuthenticator } from './signed-token.authenticator';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('signed caller tokens', () => {
  it('stand for the user and plan they were issued for', () => {
    const token = signCallerToken({ userId: 'user-a', plan: Plan.PRO }, SECRET);

    expect(verifyCallerToken(token, SECRET)).toMatchObject({ userId: 'user-a', plan: Plan.PRO });
  });

  it('are refused when signed with another secret', () => {
    const token = signCallerToken(
      { userId: 'user-a', plan: Plan.PRO },
      'another-secret-of-at-least-32-chars!',
    );

    expect(verifyCallerToken(token, SECRET)).toBeUndefined();
  });

  it('are refused when their claims were changed', () => {
    const [, signature] = signCallerToken({ userId: 'user-a', plan: Plan.FREE }, SECRET).split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'user-b', plan: Plan.FREE, exp: 9e9 })).toString(
      'base64url',
    );

    expect(verifyCallerToken(`${claims}.${signature}`, SECRET)).toBeUndefined();
  });

  it('are refused once expired', () => {
    const token = signCallerToken({ userId: 'user-a', plan: Plan.FREE }, SECRET, -1);

    expect(verifyCallerToken(token, SECRET)).toBeUndefined();
  });

  it.each(['', 'abc', 'a.b.c', '..', 'not base64.at all'])('refuse the malformed token %p', (token) => {
    expect(verifyCallerToken(token, SECRET)).toBeUndefined();
  });
});

describe('SignedTokenAuthenticator', () => {
  it('accepts no token at all without a secret', async () => {
    const token = signCallerToken({ userId: 'user-a', plan: Plan.PRO }, SECRET);

    await expect(new SignedTokenAuthenticator(undefined).authenticate(token)).resolves.toBeUndefined();
    await expect(new SignedTokenAuthenticator(SECRET).authenticate(token)).resolves.toMatchObject({
      userId: 'user-a',
    });
  });
});

import { cookieValue, GoogleStateCookie, GOOGLE_STATE_TTL_SECONDS } from './google-state-cookie';

const pending = { state: 's', nonce: 'n', codeVerifier: 'v' };

describe('GoogleStateCookie', () => {
  const cookie = new GoogleStateCookie('client-secret');

  it('opens what it sealed', () => {
    expect(cookie.open(cookie.seal(pending))).toEqual(pending);
  });

  it('refuses an altered value, another key, and an expired value', () => {
    const sealed = cookie.seal(pending);
    const [payload, signature] = sealed.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...pending, state: 'x', exp: Date.now() + 60_000 }),
    ).toString('base64url');
    expect(cookie.open(`${altered}.${signature}`)).toBeUndefined();
    expect(new GoogleStateCookie('another-secret').open(sealed)).toBeUndefined();
    expect(cookie.open(sealed, Date.now() + GOOGLE_STATE_TTL_SECONDS * 1000 + 1)).toBeUndefined();
    expect(cookie.open(`${payload}`)).toBeUndefined();
    expect(cookie.open(undefined)).toBeUndefined();
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; paydraft=x%3Dy; b=2', 'paydraft')).toBe('x=y');
    expect(cookieValue(undefined, 'paydraft')).toBeUndefined();
  });

  it('reads a quoted or badly encoded value as the cookie standard says, without throwing', () => {
    // A browser or proxy may send either; the callback must then refuse the sign-in, not fail with a 500.
    expect(cookieValue('paydraft="x.y"', 'paydraft')).toBe('x.y');
    expect(cookieValue('paydraft=%E0%A4%A', 'paydraft')).toBe('%E0%A4%A');
  });
});

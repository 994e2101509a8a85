import { signSessionToken, verifySessionToken } from './session-token';

const CURRENT = 'current-secret-of-at-least-32-characters';
const PREVIOUS = 'previous-secret-of-at-least-32-characters';
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const claims = () => ({
  sub: 'user-1',
  sid: 'session-1',
  iat: Math.floor(Date.now() / 1000),
  exp: inOneHour(),
});

describe('session tokens', () => {
  it('carry the user and session they were signed for', () => {
    expect(verifySessionToken(signSessionToken(claims(), CURRENT), [CURRENT])).toMatchObject({
      sub: 'user-1',
      sid: 'session-1',
    });
  });

  it('signed with the previous secret are accepted while it is configured, refused after', () => {
    const token = signSessionToken(claims(), PREVIOUS);

    expect(verifySessionToken(token, [CURRENT, PREVIOUS])).toBeDefined();
    expect(verifySessionToken(token, [CURRENT])).toBeUndefined();
  });

  it('are refused once expired', () => {
    const token = signSessionToken({ ...claims(), exp: Math.floor(Date.now() / 1000) - 1 }, CURRENT);

    expect(verifySessionToken(token, [CURRENT])).toBeUndefined();
  });

  it('are refused when the claims were changed', () => {
    const [header, , sig] = signSessionToken(claims(), CURRENT).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(), sub: 'user-2' })).toString('base64url');

    expect(verifySessionToken(`${header}.${forged}.${sig}`, [CURRENT])).toBeUndefined();
  });

  it('are refused with an unsigned header (alg none)', () => {
    const [, payload] = signSessionToken(claims(), CURRENT).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');

    expect(verifySessionToken(`${none}.${payload}.`, [CURRENT])).toBeUndefined();
  });

  it.each(['', 'abc', 'a.b.c', 'a.b.c.d', '..'])('refuse the malformed token %p', (token) => {
    expect(verifySessionToken(token, [CURRENT])).toBeUndefined();
  });
});

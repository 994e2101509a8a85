import { LoginMessages, loginErrorMessage, loginQueryErrorMessage } from './loginErrorMessage';

const answer = (status: number, body: Record<string, unknown>) => ({
  status,
  data: { success: false, ...body },
});

describe('loginErrorMessage (login)', () => {
  it.each([
    [
      'wrong credentials',
      answer(401, { error: 'Invalid email/username or password', code: 'auth.invalid_credentials' }),
      LoginMessages.INVALID_CREDENTIALS,
    ],
    ['no connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, LoginMessages.NETWORK],
    ['a time-out', { status: 'TIMEOUT_ERROR', error: 'timed out' }, LoginMessages.NETWORK],
    [
      'a 500',
      answer(500, { error: 'Internal server error', code: 'internal.unexpected' }),
      LoginMessages.SERVER,
    ],
    ['a 503', answer(503, { error: 'Auth unavailable', code: 'rpc.unavailable' }), LoginMessages.SERVER],
    [
      'an HTML 502 from a proxy',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
      LoginMessages.SERVER,
    ],
    [
      'a 429 with Retry-After 840 s',
      answer(429, { error: 'Too many attempts', code: 'auth.too_many_attempts', retryAfterSeconds: 840 }),
      'Too many sign-in attempts. Please try again in 14 minutes.',
    ],
    [
      'a 429 with Retry-After 30 s',
      answer(429, { error: 'Too many attempts', code: 'auth.too_many_attempts', retryAfterSeconds: 30 }),
      'Too many sign-in attempts. Please try again in 1 minute.',
    ],
    [
      'a 429 without Retry-After',
      answer(429, { error: 'Too many attempts', code: 'auth.too_many_attempts' }),
      'Too many sign-in attempts. Please try again later.',
    ],
    [
      'a 400 with details',
      answer(400, {
        error: 'Invalid body',
        code: 'request.invalid_body',
        details: ['Password is required', 'Too long'],
      }),
      'Password is required, Too long',
    ],
    [
      'a 400 without details',
      answer(400, { error: 'Email or username is required', code: 'request.invalid_body' }),
      'Email or username is required',
    ],
    ['an answer without a body', { status: 418, data: null }, LoginMessages.FALLBACK],
    ['anything else', { status: 'CUSTOM_ERROR', error: 'odd' }, LoginMessages.FALLBACK],
  ])('%s', (_case, error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });
});

describe('loginQueryErrorMessage', () => {
  it('explains the two errors Google sign-in sends back, and nothing else', () => {
    expect(loginQueryErrorMessage('google_auth_failed')).toBe(
      'Google authentication failed. Please try again.',
    );
    expect(loginQueryErrorMessage('email_already_linked')).toMatch(
      /already linked to another Google account/,
    );
    expect(loginQueryErrorMessage('<script>')).toBeNull();
    expect(loginQueryErrorMessage(null)).toBeNull();
  });
});

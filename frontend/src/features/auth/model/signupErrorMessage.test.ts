import { SignupMessages, signupFailureOf } from './signupErrorMessage';

const answer = (status: number, body: Record<string, unknown>) => ({
  status,
  data: { success: false, ...body },
});

describe('signupFailureOf (signup)', () => {
  it('offers to log in when the email has an account (redirectToLogin)', () => {
    expect(
      signupFailureOf(answer(409, { error: 'Email taken', code: 'auth.email_taken', redirectToLogin: true })),
    ).toEqual({ kind: 'accountExists' });
  });

  it.each([
    [
      'username taken',
      answer(409, { error: 'x', code: 'auth.username_taken' }),
      SignupMessages.USERNAME_TAKEN,
    ],
    [
      'email or username exists',
      answer(409, { error: 'x', code: 'request.conflict' }),
      SignupMessages.ACCOUNT_EXISTS,
    ],
    [
      'bot check failed',
      answer(400, { error: 'x', code: 'auth.bot_check_failed' }),
      SignupMessages.BOT_CHECK_FAILED,
    ],
    [
      'invalid input, with details',
      answer(400, {
        error: 'Bad',
        code: 'request.invalid_body',
        details: ['Please enter a valid email address'],
      }),
      'Please enter a valid email address',
    ],
    [
      'invalid input from the service',
      answer(400, { error: 'Username is reserved', code: 'auth.invalid_input' }),
      'Username is reserved',
    ],
    ['no connection', { status: 'FETCH_ERROR', error: 'Failed to fetch' }, SignupMessages.NETWORK],
    [
      'too many attempts',
      answer(429, { error: 'x', code: 'auth.too_many_attempts', retryAfterSeconds: 120 }),
      'Too many sign-up attempts. Please try again in 2 minutes.',
    ],
    [
      'a server error',
      answer(500, { error: 'Internal server error', code: 'internal.unexpected' }),
      SignupMessages.FALLBACK,
    ],
  ])('%s', (_case, error, message) => {
    expect(signupFailureOf(error)).toEqual({ kind: 'message', message });
  });
});

import { newPasswordProblem, passwordResetErrorMessage } from './passwordResetErrorMessage';

describe('passwordResetErrorMessage (forgot or reset)', () => {
  it("shows the server's error, or 'Something went wrong', or the network message", () => {
    expect(
      passwordResetErrorMessage({
        status: 400,
        data: { error: 'This reset link is invalid or has expired' },
      }),
    ).toBe('This reset link is invalid or has expired');
    expect(passwordResetErrorMessage({ status: 500, data: null })).toBe('Something went wrong');
    expect(passwordResetErrorMessage({ status: 'FETCH_ERROR', error: 'x' })).toBe(
      'Network error. Please try again.',
    );
    expect(passwordResetErrorMessage({ status: 429, data: { error: 'x', retryAfterSeconds: 600 } })).toBe(
      'Too many requests. Please try again in 10 minutes.',
    );
  });
});

describe('newPasswordProblem (reset password)', () => {
  it('checks that the passwords match, then their length', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe('Passwords do not match');
    expect(newPasswordProblem('abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(newPasswordProblem('secret1', 'secret1')).toBeNull();
  });
});

import { apiFailureOf, AuthErrorCode, detailsText, retryWait } from './apiError';

/** Signup: what a failed sign-up shows (raw server wording is not shown). */
export const SignupMessages = {
  BOT_CHECK_FAILED: 'Security verification failed. Please refresh the page and try again.',
  USERNAME_TAKEN: 'This username is already taken. Please choose a different one or leave it empty.',
  ACCOUNT_EXISTS: 'An account with this email or username already exists.',
  NETWORK: 'Network error. Please check your connection and try again.',
  FALLBACK: 'Signup failed. Please try again.',
} as const;

/**
 * The outcome of a refused sign-up: the email already has an account (the page offers to log in
 * instead), or a message to show.
 */
export type SignupFailure = { kind: 'accountExists' } | { kind: 'message'; message: string };

export function signupFailureOf(error: unknown): SignupFailure {
  const { status, body } = apiFailureOf(error);
  if (body.redirectToLogin) return { kind: 'accountExists' };
  const message = (text: string): SignupFailure => ({ kind: 'message', message: text });
  if (status === 'network') return message(SignupMessages.NETWORK);
  switch (body.code) {
    case AuthErrorCode.USERNAME_TAKEN:
      return message(SignupMessages.USERNAME_TAKEN);
    case AuthErrorCode.EMAIL_TAKEN:
      return message(SignupMessages.ACCOUNT_EXISTS);
    case AuthErrorCode.BOT_CHECK_FAILED:
      return message(SignupMessages.BOT_CHECK_FAILED);
    case AuthErrorCode.INVALID_INPUT:
    case AuthErrorCode.INVALID_BODY:
      return message(detailsText(body) ?? body.error ?? SignupMessages.FALLBACK);
    case AuthErrorCode.TOO_MANY_ATTEMPTS:
      return message(`Too many sign-up attempts. Please try again ${retryWait(body)}.`);
  }
  if (status === 409) return message(SignupMessages.ACCOUNT_EXISTS);
  if (status === 429) return message(`Too many sign-up attempts. Please try again ${retryWait(body)}.`);
  return message(SignupMessages.FALLBACK);
}

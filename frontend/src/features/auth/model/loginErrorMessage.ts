import { apiFailureOf, AuthErrorCode, detailsText, retryWait } from './apiError';

/** Login: the messages a failed sign-in shows (raw server wording is not shown). */
export const LoginMessages = {
  INVALID_CREDENTIALS: 'Invalid email or password. Please check your credentials and try again.',
  NETWORK: 'Unable to connect to server. Please check your internet connection and try again.',
  SERVER: 'Server is temporarily unavailable. Please try again in a few moments.',
  FALLBACK: 'Login failed. Please try again.',
} as const;

export function loginErrorMessage(error: unknown): string {
  const { status, body } = apiFailureOf(error);
  if (body.code === AuthErrorCode.INVALID_CREDENTIALS) return LoginMessages.INVALID_CREDENTIALS;
  if (status === 'network') return LoginMessages.NETWORK;
  if (status === 429) return `Too many sign-in attempts. Please try again ${retryWait(body)}.`;
  if (typeof status === 'number' && status >= 500) return LoginMessages.SERVER;
  return detailsText(body) ?? body.error ?? LoginMessages.FALLBACK;
}

/** The `error` query values the Google sign-in sends back to /login. */
export function loginQueryErrorMessage(error: string | null): string | null {
  switch (error) {
    case 'email_already_linked':
      return 'This email is already linked to another Google account. Sign in with your password or with the Google account it is linked to.';
    case 'google_auth_failed':
      return 'Google authentication failed. Please try again.';
    default:
      return null;
  }
}

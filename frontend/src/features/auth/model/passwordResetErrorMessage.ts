import { apiFailureOf, retryWait } from './apiError';

/** Forgot or reset: the server's error, or these. */
export const PasswordResetMessages = {
  NETWORK: 'Network error. Please try again.',
  FALLBACK: 'Something went wrong',
} as const;

export function passwordResetErrorMessage(error: unknown): string {
  const { status, body } = apiFailureOf(error);
  if (status === 'network') return PasswordResetMessages.NETWORK;
  if (status === 429) return `Too many requests. Please try again ${retryWait(body)}.`;
  return body.error ?? PasswordResetMessages.FALLBACK;
}

/** Reset password: the passwords match, then at least 6 characters. */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < 6) return 'Password must be at least 6 characters long';
  return null;
}

/** The states of the username availability check. */
export type UsernameStatus = 'unchecked' | 'checking' | 'available' | 'unavailable';

export type SignupFormValues = {
  email: string;
  username?: string;
  password?: string;
  confirmPassword?: string;
  agreeToTerms?: boolean;
};

const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;

/** A username the server could accept: 3 to 30 letters and digits. Only such names are checked. */
export function isWellFormedUsername(username: string): boolean {
  return username.length >= 3 && username.length <= 30 && USERNAME_PATTERN.test(username);
}

/**
 * The first problem of the signup rules, checked in this order, or null when the form may be
 * sent. The email address is checked before, by the form's own field rules.
 */
export function firstSignupProblem(values: SignupFormValues, usernameStatus: UsernameStatus): string | null {
  const password = values.password ?? '';
  const username = (values.username ?? '').trim();
  if (password !== (values.confirmPassword ?? '')) return 'Passwords do not match';
  if (password.length < 6) return 'Password must be at least 6 characters long';
  if (!values.agreeToTerms) return 'Please agree to the terms and conditions';
  if (username && usernameStatus === 'unavailable')
    return 'Please choose a different username or leave it empty';
  if (username && usernameStatus === 'checking') return 'Please wait for username validation to complete';
  if (username && (username.length < 3 || username.length > 30)) {
    return 'Username must be between 3 and 30 characters long';
  }
  if (username && !USERNAME_PATTERN.test(username)) return 'Username can only contain letters and numbers';
  return null;
}

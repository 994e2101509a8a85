/** The key an address or username is unique by: trimmed and lower-cased. */
export const identityKey = (value: string) => value.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value);
const USERNAME = /^[A-Za-z0-9]+$/;

export const PASSWORD_MIN_LENGTH = 6;

/**
 * The spec's signup rules that the server can check (section 5), in the page's order; the page
 * checks them first, so these only meet clients that skip it. Empty when the input is acceptable.
 */
export function signupProblems(input: { email: string; username: string; password: string }): string[] {
  const problems: string[] = [];
  if (!EMAIL.test(input.email.trim())) problems.push('Please enter a valid email address');
  if (input.password.length < PASSWORD_MIN_LENGTH)
    problems.push('Password must be at least 6 characters long');
  const username = input.username.trim();
  if (username && (username.length < 3 || username.length > 30)) {
    problems.push('Username must be between 3 and 30 characters long');
  }
  if (username && !USERNAME.test(username)) problems.push('Username can only contain letters and numbers');
  return problems;
}

/** The spec's account-page username rules; undefined when the username is acceptable. */
export function usernameProblem(username: string): string | undefined {
  if (!username) return 'Username is required';
  if (username.length < 3 || username.length > 30) return 'Username must be between 3 and 30 characters long';
  if (!USERNAME.test(username)) return 'Username can only contain letters and numbers';
  return undefined;
}

/** Whether a login names an account by its address (it has an @) rather than its username. */
export const isEmailLogin = (emailOrUsername: string) => emailOrUsername.includes('@');

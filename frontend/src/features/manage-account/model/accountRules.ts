/**
 * The account page's rules and messages ("Account username / email / password").
 * Pure functions, so the inline editors and the password dialog word every refusal alike.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9]+$/;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 6;

export const AccountMessages = {
  invalidEmail: 'Please enter a valid email address',
  emailAvailable: 'Email address is available',
  emailNotUsable: 'This email address is not usable',
  emailCheckFailed: 'Error checking email availability',
  emailCheckPending: 'Please wait for email validation to complete',
  usernameRequired: 'Username is required',
  usernameLength: 'Username must be between 3 and 30 characters long',
  usernameCharacters: 'Username can only contain letters and numbers',
  usernameHelp: 'Choose a unique username (3-30 characters, letters and numbers only).',
  usernameAvailable: 'Username is available',
  usernameTaken: 'Username is already taken',
  usernameCheckFailed: 'Unable to check username availability',
  usernameCheckPending: 'Please wait for username validation to complete',
  allPasswordFieldsRequired: 'All fields are required',
  passwordAndConfirmationRequired: 'Password and confirmation are required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
} as const;

export const isEmailAddress = (value: string) => EMAIL.test(value.trim());

/** Addresses and usernames are unique regardless of case (the auth service compares them so). */
export const sameIdentity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a username cannot be saved, or undefined when its shape is fine (availability aside). */
export function usernameProblem(username: string): string | undefined {
  const value = username.trim();
  if (!value) return AccountMessages.usernameRequired;
  if (value.length < USERNAME_MIN_LENGTH || value.length > USERNAME_MAX_LENGTH) {
    return AccountMessages.usernameLength;
  }
  if (!USERNAME.test(value)) return AccountMessages.usernameCharacters;
  return undefined;
}

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * Why the password dialog cannot be sent, or undefined. `hasPassword` false is the 'Set Password'
 * form of an account made with Google, which has no current password to give.
 */
export function passwordProblem(form: PasswordForm, hasPassword: boolean): string | undefined {
  if (hasPassword && (!form.currentPassword || !form.newPassword || !form.confirmPassword)) {
    return AccountMessages.allPasswordFieldsRequired;
  }
  if (!hasPassword && (!form.newPassword || !form.confirmPassword)) {
    return AccountMessages.passwordAndConfirmationRequired;
  }
  if (form.newPassword !== form.confirmPassword) return AccountMessages.passwordsDoNotMatch;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) return AccountMessages.passwordTooShort;
  return undefined;
}

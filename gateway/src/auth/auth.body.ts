import { z } from 'zod';

const isEmail = (value: string) => z.email().safeParse(value).success;
const USERNAME = /^[A-Za-z0-9]+$/;
/** Beyond this a password is not a password but a way to make hashing expensive. */
const PASSWORD_MAX = 1024;

const text = z.string().optional().default('');

/**
 * POST /api/auth/signup (the spec's signup payload). Checked in the spec's order (section 5), after
 * the address; rules 4 and 5 (availability known, check still running) are the page's own state.
 */
export const signupBodySchema = z
  .object({
    email: text,
    username: text,
    password: text,
    confirmPassword: text,
    agreeToTerms: z.boolean().optional().default(false),
    recaptchaToken: text,
  })
  .superRefine((body, context) => {
    const problem = signupProblem({ ...body, email: body.email.trim(), username: body.username.trim() });
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((body) => ({
    email: body.email.trim(),
    username: body.username.trim(),
    password: body.password,
  }));

function signupProblem(body: {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}): string | undefined {
  if (!body.email) return 'Email is required';
  if (!isEmail(body.email)) return 'Please enter a valid email address';
  if (body.password !== body.confirmPassword) return 'Passwords do not match';
  if (body.password.length < 6) return 'Password must be at least 6 characters long';
  if (body.password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long`;
  if (!body.agreeToTerms) return 'Please agree to the terms and conditions';
  if (body.username && (body.username.length < 3 || body.username.length > 30)) {
    return 'Username must be between 3 and 30 characters long';
  }
  if (body.username && !USERNAME.test(body.username)) return 'Username can only contain letters and numbers';
  return undefined;
}

export type SignupBody = z.infer<typeof signupBodySchema>;

const required = (message: string) => z.string({ error: message }).min(1, { error: message });
const password = (message: string) =>
  required(message).max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long` });

export const loginBodySchema = z.object({
  emailOrUsername: required('Email or username is required').transform((value) => value.trim()),
  password: password('Password is required'),
});

export const checkEmailBodySchema = z.object({
  email: required('Please enter a valid email address')
    .transform((value) => value.trim())
    .refine(isEmail, { error: 'Please enter a valid email address' }),
});

export const forgotPasswordBodySchema = checkEmailBodySchema;

export const changeUsernameBodySchema = z.object({
  newUsername: required('Username is required')
    .transform((value) => value.trim())
    .refine((value) => value.length >= 3 && value.length <= 30, {
      error: 'Username must be between 3 and 30 characters long',
    })
    .refine((value) => USERNAME.test(value), { error: 'Username can only contain letters and numbers' }),
});

export const setPasswordBodySchema = z.object({
  newPassword: password('Password and confirmation are required').refine((value) => value.length >= 6, {
    error: 'Password must be at least 6 characters long',
  }),
});

export const changeEmailBodySchema = z.object({
  newEmail: required('Please enter a valid email address')
    .transform((value) => value.trim())
    .refine(isEmail, { error: 'Please enter a valid email address' }),
});

export const confirmEmailChangeBodySchema = z.object({
  token: required('Invalid confirmation link. No token provided.'),
});

export const resetPasswordBodySchema = z.object({
  token: required('Invalid reset link'),
  password: password('Password is required').refine((value) => value.length >= 6, {
    error: 'Password must be at least 6 characters long',
  }),
});

export const changePasswordBodySchema = z.object({
  currentPassword: password('All fields are required'),
  newPassword: password('All fields are required').refine((value) => value.length >= 6, {
    error: 'Password must be at least 6 characters long',
  }),
});

/** A username in a path: the availability check answers "not available" for one that breaks the rules. */
export const isWellFormedUsername = (username: string) =>
  username.length >= 3 && username.length <= 30 && USERNAME.test(username);

/** POST /api/auth/google: an ID token from Google's button. */
export const googleCredentialBodySchema = z.object({
  credential: required('credential is required'),
});

/** POST /api/auth/exchange: the single-use code /auth/callback received. */
export const exchangeCodeBodySchema = z.object({
  code: required('code is required'),
});

import type { z } from 'zod';
import {
  changePasswordBodySchema,
  isWellFormedUsername,
  resetPasswordBodySchema,
  signupBodySchema,
} from './auth.body';

/** The messages a refused body is answered with: each once, as ZodBodyPipe answers them. */
const messagesFor = (schema: z.ZodType, body: unknown) => [
  ...new Set(schema.safeParse(body).error?.issues.map((issue) => issue.message) ?? []),
];

const valid = {
  email: ' Ada@Example.com ',
  username: ' ada ',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreeToTerms: true,
  recaptchaToken: 'token',
};

describe('signupBodySchema', () => {
  it('keeps what the auth service needs, trimmed, and drops the rest', () => {
    expect(signupBodySchema.parse(valid)).toEqual({
      email: 'Ada@Example.com',
      username: 'ada',
      password: 'secret1',
    });
  });

  it('names only the first broken rule, in the spec order', () => {
    expect(
      messagesFor(signupBodySchema, { ...valid, confirmPassword: 'x', password: '1', agreeToTerms: false }),
    ).toEqual(['Passwords do not match']);
    expect(
      messagesFor(signupBodySchema, {
        ...valid,
        password: '12345',
        confirmPassword: '12345',
        agreeToTerms: false,
      }),
    ).toEqual(['Password must be at least 6 characters long']);
    expect(messagesFor(signupBodySchema, { ...valid, agreeToTerms: false, username: 'a' })).toEqual([
      'Please agree to the terms and conditions',
    ]);
    expect(messagesFor(signupBodySchema, { ...valid, username: 'ab' })).toEqual([
      'Username must be between 3 and 30 characters long',
    ]);
    expect(messagesFor(signupBodySchema, { ...valid, username: 'ada lovelace' })).toEqual([
      'Username can only contain letters and numbers',
    ]);
  });

  it('asks for an address first', () => {
    expect(messagesFor(signupBodySchema, { ...valid, email: '' })).toEqual(['Email is required']);
    expect(messagesFor(signupBodySchema, { ...valid, email: 'ada@' })).toEqual([
      'Please enter a valid email address',
    ]);
  });
});

describe('password bodies', () => {
  it('refuse a new password under 6 characters with the spec wording', () => {
    expect(messagesFor(resetPasswordBodySchema, { token: 't', password: '12345' })).toEqual([
      'Password must be at least 6 characters long',
    ]);
    expect(messagesFor(changePasswordBodySchema, { currentPassword: 'old', newPassword: '12345' })).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });

  it('ask for every field of a password change', () => {
    expect(messagesFor(changePasswordBodySchema, {})).toEqual(['All fields are required']);
  });
});

describe('isWellFormedUsername', () => {
  it.each([
    ['abc', true],
    ['a'.repeat(30), true],
    ['ab', false],
    ['a'.repeat(31), false],
    ['ab_c', false],
  ])('%s → %s', (username, expected) => {
    expect(isWellFormedUsername(username)).toBe(expected);
  });
});

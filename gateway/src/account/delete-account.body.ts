import { z } from 'zod';

/**
 * `{ password }` for an account with one, `{ confirm: "DELETE" }` for one that signs in only with
 * Google; the auth service decides which the account needs and answers a coded 400 otherwise.
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().max(1024, { error: 'Password must be at most 1024 characters long' }).optional(),
    confirm: z.string().max(20, { error: 'Type DELETE to confirm' }).optional(),
  })
  .refine((body) => Boolean(body.password) || Boolean(body.confirm), {
    error: 'Enter your password (or type DELETE) to delete your account',
  });

export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

import { z } from 'zod';

/** The user as the spec's calls answer it (what toApiUser returns). */
export const apiUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    name: z.string().nullable().describe("From a linked Google account's profile, else null"),
    avatar: z.string().nullable(),
    createdAt: z.string(),
    hasPassword: z.boolean(),
    pendingEmail: z.string().nullable().describe('An address change waiting for its confirmation'),
    isTester: z.boolean(),
  })
  .meta({ id: 'User' });
export type ApiUser = z.output<typeof apiUserSchema>;

export const sessionAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: apiUserSchema,
});

export const googleSessionAnswerSchema = sessionAnswerSchema.extend({
  isNewUser: z.boolean().describe('This sign-in created the account'),
});

export const meAnswerSchema = z.object({ success: z.literal(true), user: apiUserSchema });

export const usernameAvailabilitySchema = z.object({ available: z.boolean(), message: z.string() });

export const emailAvailabilitySchema = z.object({ available: z.boolean() });

export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export const emailChangeStartedSchema = messageAnswerSchema.extend({ pendingEmail: z.string() });

export const emailChangedSchema = z.object({ success: z.literal(true), email: z.string() });

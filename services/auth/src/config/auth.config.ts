import { serviceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';

export const authEnvSchema = serviceEnvSchema.extend({
  /** How long a session (and its token) lasts from sign-in. */
  AUTH_SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /**
   * argon2id cost: memory in KiB and passes. Tuned so one hash costs tens of milliseconds
   * (docs/performance.md#sign-in).
   */
  AUTH_ARGON2_MEMORY_KIB: z.coerce.number().int().min(8192).max(1_048_576).default(19_456),
  /**
   * Wrong passwords per account per window, at sign-in and as change-password's current password
   * together; further attempts are refused (429) until the window ends.
   */
  AUTH_LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_ARGON2_PASSES: z.coerce.number().int().min(1).max(10).default(2),
});

export type AuthEnv = z.infer<typeof authEnvSchema>;

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

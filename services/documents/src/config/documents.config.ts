import { devClockEnv, serviceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';

const HOUR_MS = 60 * 60 * 1000;

export const documentsEnvSchema = serviceEnvSchema.extend({
  /** Documents one owner may email per hour (send-document); then 429 documents.send_limit. */
  DOCUMENT_SEND_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  ...devClockEnv,
  // The scheduler (docs/scheduling.md).
  /** How often each instance runs the scheduler: the overdue sweep and the due actions (and once at start). */
  SCHEDULER_TICK_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * HOUR_MS)
    .default(60_000),
  /** Due actions one source hands over per claim: a run repeats claims until nothing is due. */
  SCHEDULER_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(200),
  /** How long a claimed action stays with the instance that claimed it before another may claim it again. */
  SCHEDULER_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * HOUR_MS)
    .default(5 * 60_000),
  /** At most this many due actions published per second: catching up after downtime is paced by it. */
  SCHEDULER_MAX_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(200),
  /** How long a run waits for the handlers of what it published before it claims the next batch anyway. */
  SCHEDULER_HANDLER_TIMEOUT_MS: z.coerce.number().int().min(100).max(HOUR_MS).default(60_000),
});

export type DocumentsEnv = z.infer<typeof documentsEnvSchema>;

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');

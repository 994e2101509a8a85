import { serviceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';

export const documentsEnvSchema = serviceEnvSchema.extend({
  /** Documents one owner may email per hour (send-document); then 429 documents.send_limit. */
  DOCUMENT_SEND_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** How often each instance marks invoices past their due date with a balance overdue (and once at start). */
  OVERDUE_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 60 * 60 * 1000)
    .default(60 * 60 * 1000),
});

export type DocumentsEnv = z.infer<typeof documentsEnvSchema>;

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');

import { z } from 'zod';
import { listQueryFields } from '../common/list-query';

/** Query of GET /api/documents/all: the list query, and type, client and status filters. */
export const listDocumentsQuerySchema = z.object({
  ...listQueryFields,
  type: z.enum(['invoice', 'quote'], { error: 'type must be invoice or quote' }).optional(),
  /** A client id, or 'none' for 'No Client Assigned'. */
  client: z
    .string({ error: 'client must be text' })
    .max(100, { error: 'client must be at most 100 characters' })
    .optional(),
  status: z
    .string({ error: 'status must be text' })
    .max(30, { error: 'status must be at most 30 characters' })
    .optional(),
});

export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

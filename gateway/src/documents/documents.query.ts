import { z } from 'zod';
import { listQueryFields } from '../common/list-query';
import { DOCUMENT_TYPES } from './document-type.pipe';

/** Query of GET /api/documents/all: the list query, and type, client and status filters. */
export const listDocumentsQuerySchema = z.object({
  ...listQueryFields,
  type: z.enum(DOCUMENT_TYPES, { error: 'type must be invoice, quote or credit_note' }).optional(),
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

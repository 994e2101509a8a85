import { z } from 'zod';

const positiveInt = (field: string, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be at least 1` })
    .max(max, { error: `${field} must be at most ${max}` })
    .optional();

/**
 * Query of GET /api/documents/all. Without `page` or `pageSize` the answer is every matching document
 * (the spec's plain list); with either, one page (page 1, 10 a page, by default).
 */
export const listDocumentsQuerySchema = z.object({
  search: z
    .string({ error: 'search must be text' })
    .max(200, { error: 'search must be at most 200 characters' })
    .optional(),
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
  page: positiveInt('page', 1_000_000),
  pageSize: positiveInt('pageSize', 100),
});

export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

export const DEFAULT_PAGE_SIZE = 10;

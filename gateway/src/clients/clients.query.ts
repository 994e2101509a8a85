import { z } from 'zod';

const positiveInt = (field: string, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be at least 1` })
    .max(max, { error: `${field} must be at most ${max}` })
    .optional();

/**
 * Query of GET /api/clients. Without `page` or `pageSize` the answer is every matching client (the
 * spec's plain list); with either, one page (page 1, 10 a page, by default) and the total.
 */
export const listClientsQuerySchema = z.object({
  search: z
    .string({ error: 'search must be text' })
    .max(200, { error: 'search must be at most 200 characters' })
    .optional(),
  status: z
    .enum(['active', 'inactive', 'archived', 'prospect'], {
      error: 'status must be one of active, inactive, archived, prospect',
    })
    .optional(),
  page: positiveInt('page', 1_000_000),
  pageSize: positiveInt('pageSize', 100),
});

export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;

export const DEFAULT_PAGE_SIZE = 10;

import { z } from 'zod';
import { listQueryFields } from '../common/list-query';

/** Query of GET /api/clients: the list query, and a status filter. */
export const listClientsQuerySchema = z.object({
  ...listQueryFields,
  status: z
    .enum(['active', 'inactive', 'archived', 'prospect'], {
      error: 'status must be one of active, inactive, archived, prospect',
    })
    .optional(),
});

export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;

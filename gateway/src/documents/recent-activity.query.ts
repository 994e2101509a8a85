import { z } from 'zod';

/** GET /api/dashboard/recent-activity: the whole feed, or one document's timeline. */
export const recentActivityQuerySchema = z.object({
  document_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'document_id must be a document id')
    .optional(),
});

export type RecentActivityQuery = z.infer<typeof recentActivityQuerySchema>;

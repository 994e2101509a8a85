import { z } from 'zod';

const positiveInt = (field: string, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be at least 1` })
    .max(max, { error: `${field} must be at most ${max}` })
    .optional();

/**
 * The query every searchable list takes: without `page` or `pageSize` the spec's plain list of every
 * match; with either, one page (page 1, DEFAULT_PAGE_SIZE a page, by default).
 */
export const listQueryFields = {
  search: z
    .string({ error: 'search must be text' })
    .max(200, { error: 'search must be at most 200 characters' })
    .optional(),
  page: positiveInt('page', 1_000_000),
  pageSize: positiveInt('pageSize', 100),
};

export const DEFAULT_PAGE_SIZE = 10;

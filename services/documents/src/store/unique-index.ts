import { isDuplicateKeyError } from '@paydraft/nest-kit';

/**
 * Whether a write broke a unique index. FerretDB reports it as MongoDB's 11000 on inserts but, on
 * updates and upserts, as an internal error carrying SQLite's 'UNIQUE constraint failed': both mean
 * the same here.
 */
export function breaksUniqueIndex(error: unknown): boolean {
  return (
    isDuplicateKeyError(error) ||
    (error instanceof Error && error.message.includes('UNIQUE constraint failed'))
  );
}

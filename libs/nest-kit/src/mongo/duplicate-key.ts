/** MongoDB's (and FerretDB's) error code for a write that breaks a unique index. */
const DUPLICATE_KEY = 11000;

/** Whether a failed write broke a unique index: the one error that unique-key designs expect. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}

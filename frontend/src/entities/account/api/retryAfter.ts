import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * A 429 names how long to wait in its Retry-After header, which RTK Query keeps in `meta` and drops
 * from the error a page receives. This copies it into the error body as `retryAfterSeconds`, so the
 * page can say "try again in N minutes".
 */
export function withRetryAfter(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): FetchBaseQueryError {
  if (error.status !== 429) return error;
  const seconds = Number(meta?.response?.headers.get('Retry-After'));
  if (!Number.isFinite(seconds) || seconds <= 0) return error;
  const body = typeof error.data === 'object' && error.data !== null ? error.data : {};
  return { ...error, data: { ...body, retryAfterSeconds: seconds } };
}

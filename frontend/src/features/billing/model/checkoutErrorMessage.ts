import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The spec's checkout errors: the server's words, its fallback, or the generic sentence. */
export function checkoutErrorMessage(error: unknown): string {
  const failure = error as FetchBaseQueryError | undefined;
  if (failure && typeof failure.status === 'number') {
    const data = failure.data as { error?: unknown } | undefined;
    return typeof data?.error === 'string' && data.error ? data.error : 'Failed to create checkout session';
  }
  return 'Something went wrong. Please try again.';
}

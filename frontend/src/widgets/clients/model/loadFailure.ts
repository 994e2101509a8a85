import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The {status} of 'Failed to load clients: {status}': the HTTP status, or what went wrong before one. */
export function loadFailure(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'unknown error';
  if ('status' in error) return typeof error.status === 'number' ? String(error.status) : error.status;
  return error.message ?? 'unknown error';
}

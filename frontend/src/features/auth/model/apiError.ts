import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The stable codes the auth pages switch on, as the gateway answers them (`proto/src/error-reasons.ts`
 * is the registry; the frontend does not bundle the contracts package, so the few it needs are named here).
 */
export const AuthErrorCode = {
  INVALID_CREDENTIALS: 'auth.invalid_credentials',
  TOO_MANY_ATTEMPTS: 'auth.too_many_attempts',
  USERNAME_TAKEN: 'auth.username_taken',
  EMAIL_TAKEN: 'auth.email_taken',
  BOT_CHECK_FAILED: 'auth.bot_check_failed',
  INVALID_INPUT: 'auth.invalid_input',
  INVALID_BODY: 'request.invalid_body',
} as const;

/** The gateway's error answer `{ success: false, error, code, details? }`, with what the pages add. */
export type ApiErrorBody = {
  error?: string;
  code?: string;
  details?: string[] | string;
  redirectToLogin?: boolean;
  /** From the Retry-After header of a 429 (see api/retryAfter.ts). */
  retryAfterSeconds?: number;
};

/** What went wrong with a call, in the terms the pages decide on. */
export type ApiFailure = {
  /** The HTTP status, or 'network' when no answer came, or 'other' for anything else. */
  status: number | 'network' | 'other';
  body: ApiErrorBody;
};

function bodyOf(data: unknown): ApiErrorBody {
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : {};
}

export function apiFailureOf(error: unknown): ApiFailure {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError> & { data?: unknown };
  if (typeof status === 'number') return { status, body: bodyOf(data) };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { status: 'network', body: {} };
  // PARSING_ERROR keeps the HTTP status (a proxy's HTML error page, for example).
  if (status === 'PARSING_ERROR') {
    const original = (error as { originalStatus?: number }).originalStatus;
    return { status: typeof original === 'number' ? original : 'other', body: {} };
  }
  return { status: 'other', body: {} };
}

/** The server's details joined by commas, as the spec shows them. */
export function detailsText(body: ApiErrorBody): string | undefined {
  const { details } = body;
  if (Array.isArray(details)) return details.length > 0 ? details.join(', ') : undefined;
  return details || undefined;
}

/** "try again in 1 minute" / "in 15 minutes"; a wait under a minute still reads as one minute. */
export function retryWait(body: ApiErrorBody): string {
  if (!body.retryAfterSeconds) return 'later';
  const minutes = Math.max(1, Math.ceil(body.retryAfterSeconds / 60));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

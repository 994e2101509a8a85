import { HttpException, HttpStatus } from '@nestjs/common';
import { ErrorCode, GatewayErrorCodes, genericReasonOf, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcError, type FieldProblem } from '@paydraft/nest-kit';
import { apiErrorCodeForStatus } from './api-error-code-for-status';
import { httpStatusForCode } from './http-status-for-code';

/** An API error answer: the status and the body `{ success: false, error, code, details? }`. */
export type ApiErrorAnswer = {
  status: number;
  error: string;
  code: string;
  details?: string[];
  /** An unprocessable request (422): each field that stops it, such as an e-invoice's missing seller VAT id. */
  problems?: FieldProblem[];
  /** Signup of an address that has an account: the page offers to sign in instead. */
  redirectToLogin?: true;
  /** Sent as the Retry-After header (rate limits). */
  retryAfterSeconds?: number;
  /** Set when the error is ours, not the caller's: what to log, with the exception. */
  unexpected?: string;
};

const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** What the API answers for a thrown value. Total: any value at all gets an answer. */
export function describeException(exception: unknown): ApiErrorAnswer {
  if (exception instanceof RpcError) return describeRpcError(exception);
  if (exception instanceof HttpException) return describeHttpException(exception);
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    error: INTERNAL_ERROR_MESSAGE,
    code: ServiceErrorReasons.INTERNAL.code,
    unexpected: 'unexpected error',
  };
}

function describeRpcError(error: RpcError): ApiErrorAnswer {
  const status = httpStatusForCode(error.code);
  if (status === undefined) {
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      error: INTERNAL_ERROR_MESSAGE,
      code: GatewayErrorCodes.UNKNOWN_ERROR,
      unexpected: `unknown error code ${String(error.code)} from ${error.subject}`,
    };
  }
  // A service older than reasons sends none: the transport code's generic reason stands in.
  const code = error.reason || genericReasonOf(error.code).code;
  const internal = error.code === ErrorCode.INTERNAL || error.code === ErrorCode.UNSPECIFIED;
  return {
    status,
    error: error.message,
    code,
    ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    ...(error.problems ? { problems: error.problems } : {}),
    ...(internal ? { unexpected: `internal error from ${error.subject}` } : {}),
  };
}

function describeHttpException(exception: HttpException): ApiErrorAnswer {
  const status = exception.getStatus();
  const body = exception.getResponse();
  const fields =
    typeof body === 'object' && body !== null
      ? (body as {
          code?: unknown;
          details?: unknown;
          problems?: unknown;
          redirectToLogin?: unknown;
          retryAfterSeconds?: unknown;
        })
      : {};
  const code = typeof fields.code === 'string' ? fields.code : apiErrorCodeForStatus(status);
  const details = Array.isArray(fields.details) ? fields.details.map(String) : undefined;
  return {
    status,
    error: exception.message,
    code,
    ...(details ? { details } : {}),
    ...(Array.isArray(fields.problems) ? { problems: fields.problems as FieldProblem[] } : {}),
    ...(fields.redirectToLogin === true ? { redirectToLogin: true as const } : {}),
    ...(typeof fields.retryAfterSeconds === 'number' ? { retryAfterSeconds: fields.retryAfterSeconds } : {}),
  };
}

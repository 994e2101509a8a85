import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@paydraft/contracts';

/**
 * The HTTP status of every transport code a service can send; undefined for a code this gateway was
 * not built with (a newer service), which the caller answers as a 500 rather than guessing.
 */
export function httpStatusForCode(code: ErrorCode): HttpStatus | undefined {
  switch (code) {
    case ErrorCode.INVALID_ARGUMENT:
      return HttpStatus.BAD_REQUEST;
    case ErrorCode.UNAUTHENTICATED:
      return HttpStatus.UNAUTHORIZED;
    case ErrorCode.PERMISSION_DENIED:
      return HttpStatus.FORBIDDEN;
    case ErrorCode.NOT_FOUND:
      return HttpStatus.NOT_FOUND;
    case ErrorCode.ALREADY_EXISTS:
      return HttpStatus.CONFLICT;
    case ErrorCode.RATE_LIMITED:
      return HttpStatus.TOO_MANY_REQUESTS;
    case ErrorCode.UNAVAILABLE:
      return HttpStatus.SERVICE_UNAVAILABLE;
    case ErrorCode.UNPROCESSABLE:
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case ErrorCode.INTERNAL:
    case ErrorCode.UNSPECIFIED:
      return HttpStatus.INTERNAL_SERVER_ERROR;
    default:
      return unmapped(code);
  }
}

/** A code added to error.proto fails the type check here until it is mapped above. */
function unmapped(_code: never): undefined {
  return undefined;
}

import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@paydraft/contracts';

/** Every error code a service can send, and the HTTP status the caller sees. */
export function httpStatusForCode(code: ErrorCode): HttpStatus {
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
    case ErrorCode.INTERNAL:
    case ErrorCode.UNSPECIFIED:
      return HttpStatus.INTERNAL_SERVER_ERROR;
    default:
      return assertNever(code);
  }
}

function assertNever(code: never): never {
  throw new Error(`Unmapped error code ${String(code)}`);
}

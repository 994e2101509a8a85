import { HttpStatus } from '@nestjs/common';
import { GatewayErrorCodes, ServiceErrorReasons } from '@paydraft/contracts';

/** The code of a gateway refusal that names none itself (Nest's own 404, the rate limit, multer's 400s). */
export function apiErrorCodeForStatus(status: number): string {
  switch (status) {
    case HttpStatus.BAD_REQUEST:
      return ServiceErrorReasons.INVALID.code;
    case HttpStatus.UNAUTHORIZED:
      return ServiceErrorReasons.UNAUTHENTICATED.code;
    case HttpStatus.FORBIDDEN:
      return ServiceErrorReasons.FORBIDDEN.code;
    case HttpStatus.NOT_FOUND:
      return ServiceErrorReasons.NOT_FOUND.code;
    case HttpStatus.CONFLICT:
      return ServiceErrorReasons.CONFLICT.code;
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return GatewayErrorCodes.BODY_TOO_LARGE;
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return GatewayErrorCodes.UNSUPPORTED_MEDIA_TYPE;
    case HttpStatus.TOO_MANY_REQUESTS:
      return ServiceErrorReasons.RATE_LIMITED.code;
    case HttpStatus.SERVICE_UNAVAILABLE:
      return ServiceErrorReasons.UNAVAILABLE.code;
    default:
      return status >= 500 ? ServiceErrorReasons.INTERNAL.code : GatewayErrorCodes.REFUSED;
  }
}

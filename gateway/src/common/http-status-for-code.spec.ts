import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@paydraft/contracts';
import { httpStatusForCode } from './http-status-for-code';

// A numeric enum maps names to values and values back to names: keep the values.
const allCodes = Object.values(ErrorCode).filter((value): value is ErrorCode => typeof value === 'number');

const expected: [ErrorCode, HttpStatus][] = [
  [ErrorCode.INVALID_ARGUMENT, HttpStatus.BAD_REQUEST],
  [ErrorCode.UNAUTHENTICATED, HttpStatus.UNAUTHORIZED],
  [ErrorCode.PERMISSION_DENIED, HttpStatus.FORBIDDEN],
  [ErrorCode.NOT_FOUND, HttpStatus.NOT_FOUND],
  [ErrorCode.ALREADY_EXISTS, HttpStatus.CONFLICT],
  [ErrorCode.RATE_LIMITED, HttpStatus.TOO_MANY_REQUESTS],
  [ErrorCode.UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE],
  [ErrorCode.UNPROCESSABLE, HttpStatus.UNPROCESSABLE_ENTITY],
  [ErrorCode.INTERNAL, HttpStatus.INTERNAL_SERVER_ERROR],
  [ErrorCode.UNSPECIFIED, HttpStatus.INTERNAL_SERVER_ERROR],
];

describe('httpStatusForCode', () => {
  it.each(allCodes.map((code) => [ErrorCode[code], code] as const))(
    'maps %s to an error status',
    (_name, code) => {
      const status = httpStatusForCode(code);

      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    },
  );

  it.each(expected.map(([code, status]) => [ErrorCode[code], status, code] as const))(
    'maps %s to %i',
    (_name, status, code) => {
      expect(httpStatusForCode(code)).toBe(status);
    },
  );

  it('gives no status for a code it was not taught (a newer service), rather than guessing', () => {
    expect(httpStatusForCode(99 as ErrorCode)).toBeUndefined();
  });
});

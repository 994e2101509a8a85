import { HttpException, HttpStatus } from '@nestjs/common';

/** The 429 of a limit that counted `retryAfterSeconds` to wait (none when 0); the filter sends Retry-After. */
export function refuseIfWaiting(retryAfterSeconds: number, refusal: { message: string; code: string }): void {
  if (retryAfterSeconds <= 0) return;
  throw new HttpException({ ...refusal, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
}

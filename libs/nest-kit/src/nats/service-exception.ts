import { RpcException } from '@nestjs/microservices';
import { ErrorCode } from '@paydraft/contracts';

export type ServiceErrorPayload = { code: ErrorCode; message: string };

/**
 * What a service throws when a request cannot be served. The transport sends
 * its code and message to the caller, who sees them as an RpcError.
 */
export class ServiceException extends RpcException {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super({ code, message } satisfies ServiceErrorPayload);
  }
}

/** The caller's side of a failed request: a coded error from a service or from NATS itself. */
export class RpcError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly subject: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceErrorPayload).code === 'number' &&
    typeof (value as ServiceErrorPayload).message === 'string'
  );
}

import { RpcException } from '@nestjs/microservices';
import { ErrorCode, genericReasonOf, type ServiceErrorReason } from '@paydraft/contracts';

/** One field that stops a request (ErrorReply.problems): a JSON path such as `seller.vat_id`, and why. */
export type FieldProblem = { field: string; message: string };

export type ServiceErrorPayload = {
  code: ErrorCode;
  message: string;
  reason: string;
  retryAfterSeconds?: number;
  problems?: FieldProblem[];
};

/**
 * What a service throws when a request cannot be served. The transport sends its transport code,
 * message and domain reason to the caller, who sees them as an RpcError. Name a reason from
 * ServiceErrorReasons; a bare transport code gets that code's generic reason.
 */
export class ServiceException extends RpcException {
  readonly code: ErrorCode;
  readonly reason: string;
  readonly retryAfterSeconds?: number;
  readonly problems?: FieldProblem[];

  /**
   * `retryAfterSeconds`: for a rate limit, when the caller may try again (the gateway's Retry-After).
   * `problems`: for an unprocessable request, each field that stops it (the API's `problems`).
   */
  constructor(
    reason: ServiceErrorReason | ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; problems?: FieldProblem[] } = {},
  ) {
    const { code, transport } = typeof reason === 'number' ? genericReasonOf(reason) : reason;
    const { retryAfterSeconds: retry, problems } = options;
    super({
      code: transport,
      message,
      reason: code,
      ...(retry ? { retryAfterSeconds: retry } : {}),
      ...(problems?.length ? { problems } : {}),
    } satisfies ServiceErrorPayload);
    this.code = transport;
    this.reason = code;
    this.retryAfterSeconds = retry;
    this.problems = problems?.length ? problems : undefined;
  }
}

/** The caller's side of a failed request: a coded error from a service or from NATS itself. */
export class RpcError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly subject: string,
    /** The domain reason ('auth.email_taken'); empty from a service that predates reasons. */
    readonly reason = '',
    /** Seconds until the caller may try again, when the service said (rate limits). */
    readonly retryAfterSeconds?: number,
    /** Each field that stopped the request, when the service listed them (UNPROCESSABLE). */
    readonly problems?: FieldProblem[],
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
    typeof (value as ServiceErrorPayload).message === 'string' &&
    typeof (value as ServiceErrorPayload).reason === 'string'
  );
}

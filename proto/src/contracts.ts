import type { DescMessage } from '@bufbuild/protobuf';

/** A request-reply subject and the messages that travel on it. */
export type RpcContract<Req extends DescMessage = DescMessage, Rep extends DescMessage = DescMessage> = {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Rep;
  /** Safe to send again when no reply came: the gateway retries such requests on time-out. */
  readonly idempotent: boolean;
  /**
   * Costly to serve (a render): never sent again after a time-out, even when idempotent, since a call
   * that timed out is the expensive kind. Still sent again when nobody received it.
   */
  readonly expensive: boolean;
};

/** A JetStream event subject and its payload. */
export type EventContract<Payload extends DescMessage = DescMessage> = {
  readonly subject: string;
  readonly payload: Payload;
  /**
   * The payload holds a secret (a one-time link): the stream keeps each event only until its consumer
   * has handled it, not for the stream's retention. Only for subjects one service consumes.
   */
  readonly carriesSecret: boolean;
};

export function rpc<Req extends DescMessage, Rep extends DescMessage>(
  subject: string,
  request: Req,
  reply: Rep,
  options: { idempotent: boolean; expensive?: boolean },
): RpcContract<Req, Rep> {
  return { subject, request, reply, idempotent: options.idempotent, expensive: options.expensive ?? false };
}

export function event<Payload extends DescMessage>(
  subject: string,
  payload: Payload,
  options: { carriesSecret?: boolean } = {},
): EventContract<Payload> {
  return { subject, payload, carriesSecret: options.carriesSecret ?? false };
}

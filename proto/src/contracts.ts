import type { DescMessage } from '@bufbuild/protobuf';

/** A request-reply subject and the messages that travel on it. */
export type RpcContract<Req extends DescMessage = DescMessage, Rep extends DescMessage = DescMessage> = {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Rep;
  /** Safe to send again when no reply came: the gateway retries such requests on time-out. */
  readonly idempotent: boolean;
};

/** A JetStream event subject and its payload. */
export type EventContract<Payload extends DescMessage = DescMessage> = {
  readonly subject: string;
  readonly payload: Payload;
};

export function rpc<Req extends DescMessage, Rep extends DescMessage>(
  subject: string,
  request: Req,
  reply: Rep,
  options: { idempotent: boolean },
): RpcContract<Req, Rep> {
  return { subject, request, reply, idempotent: options.idempotent };
}

export function event<Payload extends DescMessage>(
  subject: string,
  payload: Payload,
): EventContract<Payload> {
  return { subject, payload };
}

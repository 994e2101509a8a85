import { create, fromBinary, toBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { ErrorCode, ErrorReplySchema, ERROR_HEADER, type RpcContract } from '@paydraft/contracts';
import { headers as natsHeaders, type Msg, type MsgHdrs } from 'nats';
import { RpcError, type ServiceErrorPayload } from './service-exception';

export type EncodedReply = { data: Uint8Array; headers?: MsgHdrs };

export function encodeReply<Rep extends DescMessage>(schema: Rep, reply: unknown): EncodedReply {
  return { data: toBinary(schema, create(schema, reply as MessageShape<Rep>)) };
}

export function encodeError(error: ServiceErrorPayload): EncodedReply {
  const headers = natsHeaders();
  headers.set(ERROR_HEADER, ErrorCode[error.code] ?? 'UNSPECIFIED');
  return { data: toBinary(ErrorReplySchema, create(ErrorReplySchema, error)), headers };
}

/** Decodes a reply into the contract's reply message, or throws the service's coded error. */
export function decodeReply<Rep extends DescMessage>(
  contract: RpcContract<DescMessage, Rep>,
  msg: Msg,
): MessageShape<Rep> {
  if (msg.headers?.has(ERROR_HEADER)) {
    const error = fromBinary(ErrorReplySchema, msg.data);
    throw new RpcError(
      error.code,
      error.message,
      contract.subject,
      error.reason,
      error.retryAfterSeconds || undefined,
      error.problems.length ? error.problems.map(({ field, message }) => ({ field, message })) : undefined,
    );
  }
  return fromBinary(contract.reply, msg.data);
}

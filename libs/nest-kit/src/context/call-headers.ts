import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { CALLER_HEADER, CallerSchema, REQUEST_ID_HEADER } from '@paydraft/contracts';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import type { RequestContext } from './request-context';
import { requestIdFrom } from './request-id';

/** The NATS headers that carry a request context to the service that answers. */
export function toCallHeaders(context: RequestContext): MsgHdrs {
  const headers = natsHeaders();
  headers.set(REQUEST_ID_HEADER, context.requestId);
  if (context.caller) {
    const caller = toBinary(CallerSchema, create(CallerSchema, context.caller));
    headers.set(CALLER_HEADER, Buffer.from(caller).toString('base64'));
  }
  return headers;
}

/**
 * The context a request arrived with. A request without an id (a test client, a tool) gets a new one,
 * so its log lines still belong together; a caller header that does not decode counts as no caller,
 * which an owner-scoped handler refuses.
 */
export function fromCallHeaders(headers: MsgHdrs | undefined): RequestContext {
  const requestId = requestIdFrom(headers?.get(REQUEST_ID_HEADER));
  const encoded = headers?.get(CALLER_HEADER);
  if (!encoded) return { requestId };
  try {
    const caller = fromBinary(CallerSchema, Buffer.from(encoded, 'base64'));
    return caller.userId ? { requestId, caller } : { requestId };
  } catch {
    return { requestId };
  }
}

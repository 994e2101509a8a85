/**
 * NATS headers every request carries besides its protobuf payload. They are the envelope of a call,
 * kept out of the payloads so no contract restates them and no handler can read a caller from a body:
 * nest-kit's RpcClient writes them from the current request context, its transport reads them back.
 */

/** The request id: the client's `X-Request-Id` when sane, else one the gateway made. */
export const REQUEST_ID_HEADER = 'Paydraft-Request-Id';

/** The signed-in caller: a `paydraft.common.v1.Caller`, protobuf binary in base64. Absent when anonymous. */
export const CALLER_HEADER = 'Paydraft-Caller';

/**
 * The first, empty answer to an expensive call: the instance id of whoever took it. A caller whose
 * call then times out asks whether that instance still runs, and sends the call again only if not.
 */
export const TAKEN_BY_HEADER = 'Paydraft-Taken-By';

/** The process's one NATS connection, shared by the transport, the RPC client and the event publisher. */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

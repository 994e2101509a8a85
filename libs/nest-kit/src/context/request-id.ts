import { randomUUID } from 'node:crypto';

/**
 * Ids a client may choose: what tracing tools send (UUIDs, hex trace ids, `abc-123.4`), bounded so a
 * caller cannot fill log lines or inject anything into headers and JSON.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** The given id when it is sane, else a new one. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

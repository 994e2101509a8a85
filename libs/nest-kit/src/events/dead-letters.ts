import { headers as natsHeaders, type JetStreamClient } from 'nats';
import type { EventSettings } from './events-env';
import type { Delivery } from './delivery';
import type { StreamLimits, StreamSpec } from './events-stream';

/** The stream that keeps every event a consumer gave up on, for someone to look at or replay. */
export const DEAD_LETTER_STREAM = 'PAYDRAFT_DEAD_LETTERS';

const DEAD_LETTER_PREFIX = 'deadletter';

export const deadLetterStreamSpec = (): StreamSpec => ({
  name: DEAD_LETTER_STREAM,
  subjects: [`${DEAD_LETTER_PREFIX}.>`],
});

export const deadLetterStreamLimits = (settings: EventSettings): StreamLimits => ({
  maxAgeMs: settings.deadLetterMaxAgeMs,
  maxBytes: settings.maxBytes,
  replicas: settings.replicas,
});

/** Where the events of one service's consumer of one subject are dead-lettered. */
export const deadLetterSubject = (service: string, eventSubject: string) =>
  `${DEAD_LETTER_PREFIX}.${service}.${eventSubject}`;

/** Headers of a dead letter; its body is the event's original bytes, so it can be re-published as is. */
export const DeadLetterHeader = {
  eventId: 'Paydraft-Event-Id',
  subject: 'Paydraft-Event-Subject',
  service: 'Paydraft-Consumer',
  reason: 'Paydraft-Dead-Reason',
  deliveries: 'Paydraft-Deliveries',
  error: 'Paydraft-Last-Error',
  streamSequence: 'Paydraft-Stream-Seq',
} as const;

export enum DeadLetterReason {
  /** The bytes are not the contract's message: no delivery can succeed, so there is only one. */
  UNDECODABLE = 'undecodable',
  /** The handler failed (or never finished) on every allowed delivery. */
  MAX_DELIVERIES = 'max-deliveries',
}

export type DeadLetter = { eventId: string; reason: DeadLetterReason; error: string };

/** Sends a delivery to the dead-letter stream; resolves once the stream has stored it. */
export type DeadLetterSink = (msg: Delivery, letter: DeadLetter) => Promise<void>;

const MAX_ERROR_LENGTH = 1000;

export function jetStreamDeadLetterSink(js: JetStreamClient, service: string): DeadLetterSink {
  return async (msg, { eventId, reason, error }) => {
    const headers = natsHeaders();
    headers.set(DeadLetterHeader.eventId, eventId);
    headers.set(DeadLetterHeader.subject, msg.subject);
    headers.set(DeadLetterHeader.service, service);
    headers.set(DeadLetterHeader.reason, reason);
    headers.set(DeadLetterHeader.deliveries, String(msg.info.deliveryCount));
    headers.set(DeadLetterHeader.error, error.replace(/[\r\n]+/g, ' ').slice(0, MAX_ERROR_LENGTH));
    headers.set(DeadLetterHeader.streamSequence, String(msg.info.streamSequence));
    // The id makes a repeat (the term lost, the event delivered once more) a duplicate the stream drops.
    await js.publish(deadLetterSubject(service, msg.subject), msg.data, {
      headers,
      msgID: `${service}:${eventId}`,
    });
  };
}

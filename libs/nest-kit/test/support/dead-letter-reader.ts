import { DEAD_LETTER_STREAM, DeadLetterHeader, deadLetterSubject } from '@paydraft/nest-kit';
import type { JsMsg, NatsConnection } from 'nats';

/**
 * Reads the dead letters of one service and subject from the start of the
 * dead-letter stream (an ordered consumer, which acknowledges nothing) and
 * returns the one for the event, or undefined when it is not there yet.
 */
export async function findDeadLetter(
  connection: NatsConnection,
  where: { service: string; subject: string; eventId: string },
): Promise<JsMsg | undefined> {
  const consumer = await connection
    .jetstream()
    .consumers.get(DEAD_LETTER_STREAM, { filterSubjects: [deadLetterSubject(where.service, where.subject)] });
  for (;;) {
    const msg = await consumer.next({ expires: 1000 });
    if (!msg) return undefined;
    if (msg.headers?.get(DeadLetterHeader.eventId) === where.eventId) return msg;
  }
}

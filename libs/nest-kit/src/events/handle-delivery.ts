import { fromBinary, type DescMessage } from '@bufbuild/protobuf';
import type { EventContract } from '@paydraft/contracts';
import type { Logger } from 'pino';
import { DeadLetterReason, type DeadLetter, type DeadLetterSink } from './dead-letters';
import type { Delivery } from './delivery';
import type { EventSettings } from './events-env';
import { ClaimResult, type ProcessedEventLog } from './processed-event-log';
import { redeliveryDelayMs } from './redelivery-delay';

/**
 * What a handler learns besides the payload; `eventId` is the key that makes it idempotent.
 * `lastDelivery`: a failure now dead-letters the event, so a handler can undo what the event began.
 */
export type EventContext = { eventId: string; subject: string; lastDelivery: boolean };

/** One subject's handler. It must be idempotent by event id (see ProcessedEventLog). */
export type EventHandlerBinding = {
  contract: EventContract;
  handle: (payload: unknown, context: EventContext) => Promise<unknown>;
};

/** Removes a delivered message from its stream, overwriting its bytes. */
export type StreamEraser = (msg: Delivery) => Promise<void>;

export type DeliveryHandling = {
  binding: EventHandlerBinding;
  processedEvents: ProcessedEventLog;
  deadLetters: DeadLetterSink;
  /** Applied once a secret-carrying event is handled (EventContract.carriesSecret). */
  eraseFromStream: StreamEraser;
  settings: EventSettings;
  logger: Logger;
};

/** The publisher's id (EventPublisher sets it); a message published without one is known by its place. */
export const eventIdOf = (msg: Delivery) =>
  msg.headers?.get('Nats-Msg-Id') || `${msg.info.stream}:${msg.info.streamSequence}`;

/**
 * Handles one delivery and settles it: ack when handled (now or by an earlier
 * delivery), nak with a growing delay when the handler failed and deliveries
 * remain, dead-letter then term when none remain or the bytes cannot be decoded.
 * Never throws: the subject's loop goes on to the next event whatever happens.
 */
export async function handleDelivery(msg: Delivery, handling: DeliveryHandling): Promise<void> {
  const { binding, processedEvents, settings } = handling;
  const eventId = eventIdOf(msg);
  const deliveries = msg.info.deliveryCount;
  const log = handling.logger.child({ subject: msg.subject, eventId, deliveries });

  let payload: unknown;
  try {
    payload = fromBinary(binding.contract.payload as DescMessage, msg.data);
  } catch (error) {
    return deadLetter(
      msg,
      { eventId, reason: DeadLetterReason.UNDECODABLE, error: messageOf(error) },
      handling,
      log,
    );
  }
  if (deliveries > settings.maxDeliver) {
    // Deliveries past the budget come after a crash on the last one, or a failed dead-lettering.
    const error =
      'no delivery left for the handler (the last one did not finish or could not be dead-lettered)';
    return deadLetter(msg, { eventId, reason: DeadLetterReason.MAX_DELIVERIES, error }, handling, log);
  }

  try {
    if ((await processedEvents.claim(eventId, msg.subject)) === ClaimResult.RUN) {
      const lastDelivery = deliveries >= settings.maxDeliver;
      await binding.handle(payload, { eventId, subject: msg.subject, lastDelivery });
      await processedEvents.complete(eventId);
    }
  } catch (error) {
    if (deliveries >= settings.maxDeliver) {
      return deadLetter(
        msg,
        { eventId, reason: DeadLetterReason.MAX_DELIVERIES, error: messageOf(error) },
        handling,
        log,
      );
    }
    const retryInMs = redeliveryDelayMs(deliveries, settings);
    log.warn({ err: error, retryInMs }, 'event handler failed; it will be delivered again');
    msg.nak(retryInMs);
    return;
  }
  try {
    await msg.ackAck();
  } catch (error) {
    // The event is recorded done: the redelivery after ack_wait is acknowledged without handling.
    log.warn({ err: error }, 'acknowledging a handled event failed');
  }
  if (binding.contract.carriesSecret) await eraseHandled(msg, handling, log);
}

/** A failed erase leaves the event to the stream's retention, as any other event: worth a warning only. */
async function eraseHandled(msg: Delivery, handling: DeliveryHandling, log: Logger) {
  try {
    await handling.eraseFromStream(msg);
  } catch (error) {
    log.warn({ err: error }, 'erasing a handled secret-carrying event from the stream failed');
  }
}

async function deadLetter(msg: Delivery, letter: DeadLetter, handling: DeliveryHandling, log: Logger) {
  try {
    await handling.deadLetters(msg, letter);
  } catch (error) {
    // Keep the event: the next delivery is past the budget and tries the dead-letter stream again.
    log.error(
      { err: error, reason: letter.reason },
      'dead-lettering the event failed; it will be delivered again',
    );
    msg.nak(handling.settings.retryMaxMs);
    return;
  }
  msg.term(letter.reason);
  log.error({ reason: letter.reason, lastError: letter.error }, 'event dead-lettered');
}

/** Nest hands a handler's failure over as its exception filter's payload ({ message }), not as an Error. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  const message: unknown =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : (JSON.stringify(error) ?? String(error));
}

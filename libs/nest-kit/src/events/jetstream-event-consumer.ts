import { fromBinary, type DescMessage } from '@bufbuild/protobuf';
import { EVENTS_STREAM, type EventContract } from '@paydraft/contracts';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { ensureEventsStream } from './events-stream';

/** Remembers which events a service has handled, so a redelivery is acknowledged without handling it again. */
export type ProcessedEventLog = {
  has(eventId: string): Promise<boolean>;
  record(eventId: string, subject: string): Promise<void>;
};

export type EventContext = { eventId: string; subject: string };

export type EventHandlerBinding = {
  contract: EventContract;
  handle: (payload: unknown, context: EventContext) => Promise<unknown>;
};

type ConsumerOptions = {
  connection: NatsConnection;
  durableName: string;
  handlers: EventHandlerBinding[];
  processedEvents: ProcessedEventLog;
  logger: Logger;
};

/** A redelivered message waits this long before JetStream offers it again. */
const ACK_WAIT_NS = 30 * 1_000_000_000;

/**
 * One durable pull consumer per service over the events stream, filtered to the
 * subjects the service handles. A message is acknowledged only after its
 * handler's write succeeded, so a crash means redelivery, never a lost event.
 */
export class JetStreamEventConsumer {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(private readonly options: ConsumerOptions) {}

  async start() {
    const { connection, durableName, handlers } = this.options;
    const jsm = await connection.jetstreamManager();
    await ensureEventsStream(jsm);
    await jsm.consumers.add(EVENTS_STREAM, {
      durable_name: durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ACK_WAIT_NS,
      filter_subjects: handlers.map((binding) => binding.contract.subject),
    });
    const consumer = await connection.jetstream().consumers.get(EVENTS_STREAM, durableName);
    this.messages = await consumer.consume({ max_messages: 64 });
    this.loop = this.drain(this.messages);
  }

  async stop() {
    await this.messages?.close();
    await this.loop;
  }

  private async drain(messages: ConsumerMessages) {
    for await (const msg of messages) {
      await this.handleOne(msg);
    }
  }

  private async handleOne(msg: JsMsg) {
    const binding = this.options.handlers.find((candidate) => candidate.contract.subject === msg.subject);
    const eventId = msg.headers?.get('Nats-Msg-Id') || `${EVENTS_STREAM}:${msg.seq}`;
    const log = this.options.logger.child({ subject: msg.subject, eventId });
    if (!binding) {
      log.warn('no handler for event subject; terminating it');
      msg.term();
      return;
    }
    try {
      if (!(await this.options.processedEvents.has(eventId))) {
        const payload = fromBinary(binding.contract.payload as DescMessage, msg.data);
        await binding.handle(payload, { eventId, subject: msg.subject });
        await this.options.processedEvents.record(eventId, msg.subject);
      }
      await msg.ackAck();
    } catch (error) {
      log.error({ err: error }, 'event handler failed; will be redelivered');
      msg.nak(1000);
    }
  }
}

import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import type { OnModuleDestroy } from '@nestjs/common';
import type { EventContract } from '@paydraft/contracts';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { encodeEvent, EventPublisher } from './event-publisher';
import type { EventOutbox } from './event-outbox';
import type { OutboxRecord } from './event-outbox.schema';

export type OutboxPublisherOptions = {
  connection: NatsConnection;
  outbox: EventOutbox;
  logger: Logger;
  /** JETSTREAM_REPLICAS, for a stream this publisher is the first to need. */
  replicas?: number;
  /** How long one publish keeps trying before it leaves the event to the relay. */
  budgetMs?: number;
};

/**
 * The publisher of a service with a store (a transactional outbox without the transaction, see
 * docs/architecture.md, "Publishing: the outbox"): `publish` stores the event in the service's `event_outbox` and resolves once that
 * write is done, so a request never waits for JetStream (a stream leader election takes seconds); the
 * event then goes to JetStream in the background, with the same retries and id, and its record is
 * deleted once the stream acknowledged it. What is left (the process died, NATS was away longer than
 * the budget) the OutboxRelay publishes.
 */
export class OutboxEventPublisher extends EventPublisher implements OnModuleDestroy {
  private readonly outbox: EventOutbox;
  private readonly logger: Logger;
  /** The events this instance is sending now, which its relay leaves alone. */
  private readonly sending = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(options: OutboxPublisherOptions) {
    super(options.connection, options.replicas, options.budgetMs);
    this.outbox = options.outbox;
    this.logger = options.logger;
  }

  override async publish<Payload extends DescMessage>(
    contract: EventContract<Payload>,
    payload: MessageInitShape<Payload>,
    eventId: string = randomUUID(),
  ): Promise<string> {
    const record = {
      _id: eventId,
      subject: contract.subject,
      data: encodeEvent(contract, payload),
      createdAt: new Date(),
    };
    await this.outbox.add(record);
    void this.deliver(record).catch((error: unknown) => {
      this.logger.warn(
        { err: error, eventId, subject: record.subject },
        'publishing a stored event failed; the outbox relay will publish it',
      );
    });
    return eventId;
  }

  /** Publishes a stored event and deletes its record; one call per event at a time in this instance. */
  deliver(record: OutboxRecord): Promise<void> {
    const pending = this.sending.get(record._id);
    if (pending) return pending;
    const sent = this.sendAndForget(record).finally(() => this.sending.delete(record._id));
    this.sending.set(record._id, sent);
    return sent;
  }

  /** Whether this instance is sending the event now. */
  isSending(eventId: string): boolean {
    return this.sending.has(eventId);
  }

  /** Stops the waits between attempts: what is not acknowledged stays in the outbox for a relay. */
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled(this.sending.values());
  }

  private async sendAndForget(record: OutboxRecord): Promise<void> {
    if (this.stopping.signal.aborted) throw new Error('the publisher is stopping');
    await this.sendEncoded(record.subject, record.data, record._id, this.stopping.signal);
    await this.outbox.remove(record._id);
  }
}

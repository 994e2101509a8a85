import { create, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import type { EventContract } from '@paydraft/contracts';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { DEFAULT_EVENT_SETTINGS } from './events-env';
import { ensureStream, eventsStreamLimits, eventsStreamSpec } from './events-stream';

/** Publishes events to JetStream; the event id doubles as the stream's de-duplication id. */
export class EventPublisher {
  private streamReady?: Promise<void>;

  /** `replicas`: JETSTREAM_REPLICAS, for a stream this publisher is the first to need. */
  constructor(
    private readonly connection: NatsConnection,
    private readonly replicas = DEFAULT_EVENT_SETTINGS.replicas,
  ) {}

  async publish<Payload extends DescMessage>(
    contract: EventContract<Payload>,
    payload: MessageInitShape<Payload>,
    eventId: string = randomUUID(),
  ): Promise<string> {
    await this.ensureStreamOnce();
    const data = toBinary(contract.payload, create(contract.payload, payload));
    await this.connection.jetstream().publish(contract.subject, data, { msgID: eventId });
    return eventId;
  }

  /**
   * Creates the stream if no consumer has yet; only consumers, which have the config, change its limits.
   * A failed attempt is forgotten, so a NATS hiccup at start does not fail every later publish.
   */
  private ensureStreamOnce(): Promise<void> {
    this.streamReady ??= this.connection
      .jetstreamManager()
      .then((jsm) =>
        ensureStream(
          jsm,
          eventsStreamSpec(),
          { ...eventsStreamLimits(DEFAULT_EVENT_SETTINGS), replicas: this.replicas },
          { enforce: false },
        ),
      )
      .catch((error: unknown) => {
        this.streamReady = undefined;
        throw error;
      });
    return this.streamReady;
  }
}

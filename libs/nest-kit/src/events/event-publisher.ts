import { create, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import type { EventContract } from '@paydraft/contracts';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ErrorCode, NatsError, type NatsConnection } from 'nats';
import { exponentialBackoff } from '../nats/retry-backoff';
import { DEFAULT_EVENT_SETTINGS } from './events-env';
import { ensureStream, eventsStreamLimits, eventsStreamSpec } from './events-stream';

/**
 * How long a publish keeps trying while the stream cannot take it: its leader's node died and the
 * others elect a new one (2 to 3 s in the failover test), or the app is moving to another node.
 */
const PUBLISH_BUDGET_MS = 15_000;
const PUBLISH_BACKOFF = exponentialBackoff({ baseMs: 100, maxMs: 2000 });

/**
 * Publishes events to JetStream directly, the request waiting for the stream's acknowledgement: what
 * stateless services use (a service with a store gets OutboxEventPublisher). The event id doubles as the stream's de-duplication id, which is what
 * makes sending a publish again after a lost acknowledgement safe: the stream keeps it once.
 */
export class EventPublisher {
  private streamReady?: Promise<void>;

  /** `replicas`: JETSTREAM_REPLICAS, for a stream this publisher is the first to need. */
  constructor(
    private readonly connection: NatsConnection,
    private readonly replicas = DEFAULT_EVENT_SETTINGS.replicas,
    private readonly budgetMs = PUBLISH_BUDGET_MS,
  ) {}

  async publish<Payload extends DescMessage>(
    contract: EventContract<Payload>,
    payload: MessageInitShape<Payload>,
    eventId: string = randomUUID(),
  ): Promise<string> {
    await this.sendEncoded(contract.subject, encodeEvent(contract, payload), eventId);
    return eventId;
  }

  /**
   * Publishes an encoded event, trying again while the stream cannot take it, within the budget.
   * `signal` ends the waiting between attempts (the process is stopping): the call then rejects.
   */
  async sendEncoded(subject: string, data: Uint8Array, eventId: string, signal?: AbortSignal): Promise<void> {
    const deadline = Date.now() + this.budgetMs;
    for (let failures = 1; ; failures++) {
      try {
        await this.ensureStreamOnce();
        await this.connection.jetstream().publish(subject, data, { msgID: eventId });
        return;
      } catch (error) {
        const wait = PUBLISH_BACKOFF.delayMs(failures);
        if (!isStreamUnavailable(error) || Date.now() + wait > deadline) throw error;
        await delay(wait, undefined, { signal });
      }
    }
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

/** An event's payload as the stream carries it. */
export function encodeEvent<Payload extends DescMessage>(
  contract: EventContract<Payload>,
  payload: MessageInitShape<Payload>,
): Uint8Array {
  return toBinary(contract.payload, create(contract.payload, payload));
}

/**
 * Nobody took the publish (no stream leader yet), no acknowledgement came in time, or JetStream says it
 * is unavailable for now (a 503 API error): all pass once the cluster has a leader again.
 */
function isStreamUnavailable(error: unknown): boolean {
  if (error instanceof NatsError) {
    if (error.code === ErrorCode.NoResponders || error.code === ErrorCode.Timeout) return true;
    return error.api_error?.code === 503;
  }
  return false;
}

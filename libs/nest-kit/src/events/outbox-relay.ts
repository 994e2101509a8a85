import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EventOutbox } from './event-outbox';
import type { OutboxRecord } from './event-outbox.schema';

export type OutboxRelaySettings = {
  /** How often the relay looks for leftovers. */
  intervalMs: number;
  /** A record younger than this is probably being published by the instance that stored it. */
  minAgeMs: number;
  /** Records read at a time. */
  batchSize: number;
  /** A record older than this means no relay gets it out (NATS away, a relay stuck): worth a warning. */
  stuckAfterMs: number;
};

export const DEFAULT_OUTBOX_RELAY_SETTINGS: OutboxRelaySettings = Object.freeze({
  intervalMs: 5000,
  minAgeMs: 5000,
  batchSize: 20,
  stuckAfterMs: 60_000,
});

/** What the relay needs of the publisher (OutboxEventPublisher). */
export type StoredEventSender = {
  deliver(record: OutboxRecord): Promise<void>;
  isSending(eventId: string): boolean;
};

/**
 * Publishes the events an instance stored but did not get acknowledged: it died, or NATS was away
 * longer than the publish budget. Every instance runs one, on start and every few seconds; two relays
 * publishing the same record is harmless (the stream drops a repeated id within its de-duplication
 * window, and consumers skip an event id they handled after it).
 */
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private pass: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly outbox: EventOutbox,
    private readonly sender: StoredEventSender,
    private readonly logger: Logger,
    private readonly settings: OutboxRelaySettings = DEFAULT_OUTBOX_RELAY_SETTINGS,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
  }

  /**
   * One pass over the leftovers, oldest first, batch after batch until one comes back short or holds
   * only events this instance is sending already; a failed publish ends the pass (NATS is away).
   */
  async relayLeftovers(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.settings.minAgeMs);
    let relayed = 0;
    for (let first = true; !this.stopped; first = false) {
      const batch = await this.outbox.leftovers(cutoff, this.settings.batchSize);
      if (first) this.warnIfStuck(batch[0], now);
      const waiting = batch.filter((record) => !this.sender.isSending(record._id));
      for (const record of waiting) {
        await this.sender.deliver(record);
        relayed++;
      }
      if (batch.length < this.settings.batchSize || waiting.length === 0) break;
    }
    return relayed;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.pass = this.relayLeftovers()
        .then(
          (relayed) => {
            if (relayed > 0) this.logger.info({ relayed }, 'outbox relay published leftover events');
          },
          (error: unknown) => {
            this.logger.warn({ err: error }, 'outbox relay could not publish; it tries again later');
          },
        )
        .finally(() => this.schedule(this.settings.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private warnIfStuck(oldest: OutboxRecord | undefined, now: Date) {
    const ageMs = oldest ? now.getTime() - oldest.createdAt.getTime() : 0;
    if (ageMs > this.settings.stuckAfterMs) {
      this.logger.warn(
        { eventId: oldest?._id, subject: oldest?.subject, ageMs },
        'outbox events wait for JetStream too long; is NATS reachable, is the relay stuck?',
      );
    }
  }
}

import type { EventPublisher } from '@paydraft/nest-kit';

/**
 * One due action of the scheduler (docs/scheduling.md): published to JetStream with `id` as its
 * Nats-Msg-Id, so the server drops a re-published duplicate, and handled once by that id.
 */
export type DueAction = {
  /** Names the action, e.g. `recurring:<profileId>:<n>`, `reminder:<invoiceId>:<k>`, `expire:<quoteId>:<version>`. */
  id: string;
  /** When it fell due: a run publishes what it claimed in this order. */
  dueAt: Date;
  publish(events: EventPublisher): Promise<string>;
};

/**
 * Where due actions come from: recurring profiles, invoice and quote reminders, quote expiry. A source
 * keeps when its next action is due in its own store and claims it with a lease, so two instances
 * never both publish it while its handler runs; the handler moves it on (or the lease lapses and the
 * action is claimed again, which its id makes harmless).
 */
export interface DueWorkSource {
  /** For logs and figures: recurring, reminders, quote-expiry. */
  readonly name: string;
  /** Up to `limit` actions due at or before `now`, oldest first, each leased until `leaseUntil`. */
  claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueAction[]>;
}

/**
 * Work the scheduler does directly, with no message: writes conditional on what they read, so two
 * instances doing it at once still change each document once (the overdue sweep).
 */
export interface DueSweep {
  readonly name: string;
  /** Does what is due at `now`; resolves to how many documents it changed. */
  sweep(now: Date): Promise<number>;
}

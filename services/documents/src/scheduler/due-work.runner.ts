import type { EventPublisher } from '@paydraft/nest-kit';
import { addMilliseconds } from 'date-fns';
import type { Logger } from 'pino';
import type { DueAction, DueSweep, DueWorkSource } from './due-work';

export type RunnerSettings = {
  /** Actions one source hands over per claim (SCHEDULER_BATCH_SIZE). */
  batchSize: number;
  /** How long a claim holds its actions (SCHEDULER_LEASE_MS), in scheduler-clock time. */
  leaseMs: number;
  /** Publishing pace (SCHEDULER_MAX_PER_SECOND). */
  maxPerSecond: number;
  /** How long a round waits for its handlers before going on (SCHEDULER_HANDLER_TIMEOUT_MS). */
  handlerTimeoutMs: number;
};

/** Where the runner learns that handlers finished (nest-kit's processed-event log, in any instance). */
export type HandledEvents = { completedAmong(eventIds: readonly string[]): Promise<Set<string>> };

/** Elapsed time for pacing and waiting; tests bring a virtual one. */
export type Stopwatch = { now(): number; wait(ms: number): Promise<void> };

export const realStopwatch: Stopwatch = {
  now: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type RunnerDeps = {
  work: { readonly sources: readonly DueWorkSource[]; readonly sweeps: readonly DueSweep[] };
  clock: { now(): Promise<Date> };
  events: EventPublisher;
  handled: HandledEvents;
  settings: RunnerSettings;
  logger: Logger;
  stopwatch?: Stopwatch;
};

/** How often a round asks whether its handlers finished, at most. */
const MAX_POLL_MS = 200;

/**
 * One run of the scheduler (docs/scheduling.md): the sweeps, then rounds of claim → publish (in due
 * order, paced) → wait for the handlers, until a round claims nothing. Runs never overlap in one
 * instance; instances exclude each other by the sources' leases, and the actions' ids make a repeat
 * harmless. Resolves to how many sweep changes and handled actions the run counted.
 */
export class DueWorkRunner {
  private tail: Promise<unknown> = Promise.resolve();
  private running = 0;
  private stopped = false;
  /** When the next publish may go out (stopwatch time): pacing holds across rounds. */
  private nextPublishAt = 0;
  private readonly stopwatch: Stopwatch;

  constructor(private readonly deps: RunnerDeps) {
    this.stopwatch = deps.stopwatch ?? realStopwatch;
  }

  /** Whether a run is going on or waiting for one (the tick skips then). */
  get busy(): boolean {
    return this.running > 0;
  }

  /** Runs the due work once, after any run already going on in this instance. */
  runDue(): Promise<number> {
    this.running++;
    const run = this.tail.then(() => this.run()).finally(() => this.running--);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Ends the current run after its round, and refuses further runs (the module is stopping). */
  stop(): Promise<unknown> {
    this.stopped = true;
    return this.tail;
  }

  private async run(): Promise<number> {
    if (this.stopped) return 0;
    let count = await this.sweep();
    const published = new Set<string>();
    while (!this.stopped) {
      const claimed = await this.claimRound();
      // Only actions this run published already: their handlers are stuck; the next tick tries again.
      if (claimed.every((action) => published.has(action.id))) break;
      for (const action of claimed) published.add(action.id);
      await this.publishInOrder(claimed);
      count += await this.waitForHandlers(claimed.map((action) => action.id));
    }
    return count;
  }

  private async sweep(): Promise<number> {
    let changed = 0;
    for (const sweep of this.deps.work.sweeps) changed += await sweep.sweep(await this.deps.clock.now());
    return changed;
  }

  private async claimRound(): Promise<DueAction[]> {
    const { work, clock, settings, logger } = this.deps;
    const claimed: DueAction[] = [];
    for (const source of work.sources) {
      const now = await clock.now();
      try {
        claimed.push(
          ...(await source.claimDue(now, settings.batchSize, addMilliseconds(now, settings.leaseMs))),
        );
      } catch (error) {
        // One failing source does not hold the others up; its work waits for the next tick.
        logger.warn({ err: error, source: source.name }, 'claiming due work failed; next tick tries again');
      }
    }
    return claimed.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  }

  private async publishInOrder(actions: DueAction[]) {
    const spacingMs = 1000 / this.deps.settings.maxPerSecond;
    for (const action of actions) {
      const delay = this.nextPublishAt - this.stopwatch.now();
      if (delay > 0) await this.stopwatch.wait(delay);
      this.nextPublishAt = Math.max(this.nextPublishAt, this.stopwatch.now()) + spacingMs;
      await action.publish(this.deps.events);
    }
  }

  /** Resolves to how many of `ids` were handled within the time-out. */
  private async waitForHandlers(ids: string[]): Promise<number> {
    const { handled, settings, logger } = this.deps;
    const deadline = this.stopwatch.now() + settings.handlerTimeoutMs;
    let pending = ids;
    for (let pollMs = 10; ; pollMs = Math.min(pollMs * 2, MAX_POLL_MS)) {
      const done = await handled.completedAmong(pending);
      pending = pending.filter((id) => !done.has(id));
      if (pending.length === 0 || this.stopwatch.now() >= deadline) break;
      await this.stopwatch.wait(Math.min(pollMs, deadline - this.stopwatch.now()));
    }
    if (pending.length > 0) {
      logger.warn(
        { pending: pending.length },
        'due actions not handled in time; their leases bring them back',
      );
    }
    return ids.length - pending.length;
  }
}

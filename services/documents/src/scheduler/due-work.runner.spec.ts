import type { EventPublisher } from '@paydraft/nest-kit';
import pino from 'pino';
import type { DueAction, DueWorkSource } from './due-work';
import { DueWorkRunner, type RunnerSettings, type Stopwatch } from './due-work.runner';

const NOW = new Date('2026-03-01T12:00:00Z');
const day = (n: number) => new Date(Date.UTC(2026, 1, n, 9));

/** Virtual time: waiting moves it, so pacing is measured without waiting. */
class VirtualStopwatch implements Stopwatch {
  t = 0;
  now = () => this.t;
  wait = async (ms: number) => {
    this.t += ms;
  };
}

/** What the runner's tests watch: publications with their virtual time, and handled ids. */
class World {
  readonly stopwatch = new VirtualStopwatch();
  readonly published: { id: string; at: number }[] = [];
  readonly handled = new Set<string>();
  /** Handlers finish when published unless told otherwise. */
  handlersRun = true;
}

/** A source with due items in a store: claims lease them, the handler (on publish) moves them on. */
class FakeSource implements DueWorkSource {
  readonly items: { id: string; dueAt: Date; leaseUntil?: Date; done: boolean }[];
  claims = 0;
  inClaim = 0;
  maxInClaim = 0;

  constructor(
    readonly name: string,
    private readonly world: World,
    dueDates: Date[],
  ) {
    this.items = dueDates.map((dueAt, i) => ({ id: `${name}:${i}`, dueAt, done: false }));
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueAction[]> {
    this.claims++;
    this.maxInClaim = Math.max(this.maxInClaim, ++this.inClaim);
    await Promise.resolve();
    const due = this.items
      .filter((item) => !item.done && item.dueAt <= now && !(item.leaseUntil && item.leaseUntil > now))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
      .slice(0, limit);
    for (const item of due) item.leaseUntil = leaseUntil;
    this.inClaim--;
    return due.map((item) => ({
      id: item.id,
      dueAt: item.dueAt,
      publish: async () => {
        this.world.published.push({ id: item.id, at: this.world.stopwatch.t });
        if (!this.world.handlersRun) return item.id;
        item.done = true;
        this.world.handled.add(item.id);
        return item.id;
      },
    }));
  }
}

const SETTINGS: RunnerSettings = {
  batchSize: 10,
  leaseMs: 60_000,
  maxPerSecond: 1000,
  handlerTimeoutMs: 5000,
};

function runnerOf(world: World, sources: DueWorkSource[], settings: Partial<RunnerSettings> = {}) {
  return new DueWorkRunner({
    work: { sources, sweeps: [] },
    clock: { now: async () => NOW },
    events: {} as EventPublisher,
    handled: { completedAmong: async (ids) => new Set(ids.filter((id) => world.handled.has(id))) },
    settings: { ...SETTINGS, ...settings },
    logger: pino({ level: 'silent' }),
    stopwatch: world.stopwatch,
  });
}

describe('DueWorkRunner', () => {
  it('publishes what every source claimed in due order, and only what is due', async () => {
    const world = new World();
    const reminders = new FakeSource('reminder', world, [day(5), day(1), new Date('2026-03-02T00:00:00Z')]);
    const recurring = new FakeSource('recurring', world, [day(3), day(2)]);

    const count = await runnerOf(world, [reminders, recurring]).runDue();

    expect(world.published.map((p) => p.id)).toEqual([
      'reminder:1',
      'recurring:1',
      'recurring:0',
      'reminder:0',
    ]);
    expect(count).toBe(4);
  });

  it('paces publishing at SCHEDULER_MAX_PER_SECOND, across rounds too', async () => {
    const world = new World();
    const source = new FakeSource(
      'expire',
      world,
      Array.from({ length: 12 }, (_, i) => day(1 + i)),
    );

    await runnerOf(world, [source], { maxPerSecond: 5, batchSize: 4 }).runDue();

    const gaps = world.published.slice(1).map((p, i) => p.at - world.published[i].at);
    expect(world.published).toHaveLength(12);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
  });

  it('repeats claims until a round claims nothing, so a backlog is caught up in order within one run', async () => {
    const world = new World();
    const dates = Array.from({ length: 25 }, (_, i) => day(1 + (i % 28)));
    const source = new FakeSource('recurring', world, dates);

    const count = await runnerOf(world, [source], { batchSize: 10 }).runDue();

    expect(count).toBe(25);
    expect(source.claims).toBe(4);
    const publishedDates = world.published.map((p) =>
      source.items.find((i) => i.id === p.id)!.dueAt.getTime(),
    );
    expect(publishedDates).toEqual([...publishedDates].sort((a, b) => a - b));
  });

  it('claims the next batch only once the handlers of the last one finished', async () => {
    const world = new World();
    const source = new FakeSource(
      'recurring',
      world,
      Array.from({ length: 4 }, (_, i) => day(1 + i)),
    );
    world.handlersRun = false;
    const completions: string[] = [];
    const runner = new DueWorkRunner({
      work: { sources: [source], sweeps: [] },
      clock: { now: async () => NOW },
      events: {} as EventPublisher,
      // The handlers finish on the third look, one batch at a time.
      handled: {
        completedAmong: async (ids) => {
          completions.push(`look:${source.claims}`);
          if (completions.filter((c) => c === `look:${source.claims}`).length < 3) return new Set();
          for (const id of ids) {
            source.items.find((item) => item.id === id)!.done = true;
          }
          return new Set(ids);
        },
      },
      settings: { ...SETTINGS, batchSize: 2 },
      logger: pino({ level: 'silent' }),
      stopwatch: world.stopwatch,
    });

    expect(await runner.runDue()).toBe(4);
    expect(completions).toEqual(['look:1', 'look:1', 'look:1', 'look:2', 'look:2', 'look:2']);
  });

  it('gives up waiting after SCHEDULER_HANDLER_TIMEOUT_MS and ends the run, leaving the actions leased', async () => {
    const world = new World();
    world.handlersRun = false;
    const source = new FakeSource('expire', world, [day(1), day(2)]);

    const count = await runnerOf(world, [source], { handlerTimeoutMs: 3000 }).runDue();

    expect(count).toBe(0);
    expect(world.published).toHaveLength(2);
    expect(world.stopwatch.t).toBeGreaterThanOrEqual(3000);
    expect(source.claims).toBe(2);
  });

  it('never runs twice at once in one instance: a second run starts after the first', async () => {
    const world = new World();
    const source = new FakeSource(
      'reminder',
      world,
      Array.from({ length: 30 }, (_, i) => day(1 + (i % 28))),
    );
    const runner = runnerOf(world, [source], { batchSize: 3 });

    const [first, second] = await Promise.all([runner.runDue(), runner.runDue()]);

    expect(source.maxInClaim).toBe(1);
    expect(first + second).toBe(30);
    expect(second).toBe(0);
    expect(runner.busy).toBe(false);
  });

  it('runs the sweeps first, on the clock, and counts what they changed', async () => {
    const world = new World();
    const swept: Date[] = [];
    const runner = new DueWorkRunner({
      work: { sources: [], sweeps: [{ name: 'overdue', sweep: async (now) => (swept.push(now), 3) }] },
      clock: { now: async () => NOW },
      events: {} as EventPublisher,
      handled: { completedAmong: async () => new Set() },
      settings: SETTINGS,
      logger: pino({ level: 'silent' }),
      stopwatch: world.stopwatch,
    });

    expect(await runner.runDue()).toBe(3);
    expect(swept).toEqual([NOW]);
  });

  it('keeps going with the other sources when one fails to claim', async () => {
    const world = new World();
    const broken: DueWorkSource = {
      name: 'broken',
      claimDue: async () => {
        throw new Error('store down');
      },
    };
    const source = new FakeSource('expire', world, [day(1)]);

    expect(await runnerOf(world, [broken, source]).runDue()).toBe(1);
  });
});

import { ClaimResult, DEFAULT_EVENT_SETTINGS, JetStreamEventConsumer } from '@paydraft/nest-kit';
import { connectTestClient } from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { ProcessedEventState } from '../src/events/processed-event.schema';
import { openProcessedEventStore } from './support/processed-event-store';

const SUBJECT = 'auth.user.registered';
const DAY_MS = 86_400_000;

describe('the processed-event log on the store', () => {
  let store: Awaited<ReturnType<typeof openProcessedEventStore>>;

  beforeAll(async () => {
    store = await openProcessedEventStore();
  });

  afterAll(async () => {
    await store.close();
  });

  it('lets a delivery run the handler until one has completed the event, then never again', async () => {
    const { log, model } = store;

    expect(await log.claim('evt-a', SUBJECT)).toBe(ClaimResult.RUN);
    // A delivery cut short after the handler's write left only the claim: the next one runs again.
    expect(await log.claim('evt-a', SUBJECT)).toBe(ClaimResult.RUN);
    await log.complete('evt-a');

    expect(await log.claim('evt-a', SUBJECT)).toBe(ClaimResult.ALREADY_DONE);
    expect(await model.find({ _id: 'evt-a' }).lean()).toEqual([
      expect.objectContaining({
        _id: 'evt-a',
        subject: SUBJECT,
        state: 'done',
        processedAt: expect.any(Date),
      }),
    ]);
  });

  it('keeps one record per event even when deliveries claim it at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => store.log.claim('evt-b', SUBJECT)));

    expect(new Set(results)).toEqual(new Set([ClaimResult.RUN]));
    expect(await store.model.countDocuments({ _id: 'evt-b' })).toBe(1);
  });

  it('purges the records claimed before the cutoff and keeps the newer ones', async () => {
    const now = Date.now();
    await store.model.create([
      {
        _id: 'old-done',
        subject: SUBJECT,
        state: ProcessedEventState.DONE,
        claimedAt: new Date(now - 9 * DAY_MS),
      },
      {
        _id: 'old-claimed',
        subject: SUBJECT,
        state: ProcessedEventState.CLAIMED,
        claimedAt: new Date(now - 8 * DAY_MS),
      },
      {
        _id: 'recent',
        subject: SUBJECT,
        state: ProcessedEventState.DONE,
        claimedAt: new Date(now - 6 * DAY_MS),
      },
    ]);

    const purged = await store.log.purgeClaimedBefore(new Date(now - 7 * DAY_MS));

    expect(purged).toBe(2);
    const left = await store.model
      .find({ _id: { $in: ['old-done', 'old-claimed', 'recent'] } }, { _id: 1 })
      .lean();
    expect(left.map((record) => record._id)).toEqual(['recent']);
  });

  it('is purged of records older than EVENTS_MAX_AGE_HOURS by a consumer as it starts', async () => {
    const now = Date.now();
    const maxAgeMs = 2 * 3_600_000;
    await store.model.create([
      {
        _id: 'stale',
        subject: SUBJECT,
        state: ProcessedEventState.DONE,
        claimedAt: new Date(now - maxAgeMs - 60_000),
      },
      {
        _id: 'fresh',
        subject: SUBJECT,
        state: ProcessedEventState.DONE,
        claimedAt: new Date(now - maxAgeMs + 60_000),
      },
    ]);
    const run = randomUUID().slice(0, 8);
    const connection = await connectTestClient();
    const consumer = new JetStreamEventConsumer({
      connection,
      durableName: 'mailer',
      stream: { name: `PURGE_${run}`, subjects: [`purge_${run}.nothing`] },
      handlers: [],
      processedEvents: store.log,
      settings: { ...DEFAULT_EVENT_SETTINGS, maxAgeMs },
      logger: pino({ level: 'silent' }),
    });
    try {
      await consumer.start();
      // stop() waits for the purge that start() began.
      await consumer.stop();

      const left = await store.model.find({ _id: { $in: ['stale', 'fresh'] } }, { _id: 1 }).lean();
      expect(left.map((record) => record._id)).toEqual(['fresh']);
    } finally {
      await (await connection.jetstreamManager()).streams.delete(`PURGE_${run}`);
      await connection.drain();
    }
  });
});

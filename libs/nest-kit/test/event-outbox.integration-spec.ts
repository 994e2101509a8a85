import { AuthEvents } from '@paydraft/contracts';
import {
  connectTestClient,
  eventually,
  startTestService,
  TEST_CLIENT_IDENTITY,
  testEnv,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import { createConnection, type Connection, type Model } from 'mongoose';
import pino from 'pino';
import { MongoEventOutbox } from '../src/events/event-outbox';
import { EVENT_OUTBOX_MODEL, eventOutboxSchema, type OutboxRecord } from '../src/events/event-outbox.schema';
import { OutboxEventPublisher } from '../src/events/outbox-event-publisher';
import { greetingConsumer, greetingsOf } from './support/greeting-consumer';

describe('the event outbox on the store', () => {
  const dbName = uniqueDbName('outbox');
  let store: Connection;
  let records: Model<OutboxRecord>;
  let outbox: MongoEventOutbox;

  beforeAll(async () => {
    store = await createConnection(testEnv().MONGO_URL as string, { dbName }).asPromise();
    records = store.model<OutboxRecord>(EVENT_OUTBOX_MODEL, eventOutboxSchema);
    await records.init();
    outbox = new MongoEventOutbox(records);
  });

  afterAll(async () => {
    await store.close();
  });

  it('takes an event id stored twice as one event', async () => {
    const record = {
      _id: 'evt-twice',
      subject: AuthEvents.userRegistered.subject,
      data: new Uint8Array([7]),
    };

    await outbox.add({ ...record, createdAt: new Date() });
    await expect(outbox.add({ ...record, createdAt: new Date() })).resolves.toBeUndefined();

    expect(await records.countDocuments({ _id: 'evt-twice' })).toBe(1);
    await outbox.remove('evt-twice');
  });

  it('keeps an event NATS did not take, and a starting instance publishes it; it is handled once', async () => {
    // The instance that stored the event lost NATS for good (its connection is closed), then stopped.
    const lost = await connectTestClient();
    await lost.close();
    const stopped = new OutboxEventPublisher({ connection: lost, outbox, logger: pino({ level: 'silent' }) });
    const userId = randomUUID();
    const eventId = await stopped.publish(AuthEvents.userRegistered, { userId, email: 'ada@example.com' });
    await stopped.onModuleDestroy();
    expect(await records.find({}, { _id: 1 }).lean()).toEqual([{ _id: eventId }]);

    const service = await startTestService(greetingConsumer, {
      MONGO_DB_NAME: dbName,
      NATS_IDENTITY: TEST_CLIENT_IDENTITY,
    });
    try {
      await eventually(
        async () => ((await greetingsOf(service, userId)).length > 0 ? true : undefined),
        20_000,
      );
      await eventually(async () => ((await records.countDocuments()) === 0 ? true : undefined));
      expect(await greetingsOf(service, userId)).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});

import { AuthEvents, EVENTS_STREAM } from '@paydraft/contracts';
import { eventConsumerName, EventPublisher, getModelToken } from '@paydraft/nest-kit';
import {
  connectTestClient,
  eventually,
  startTestService,
  TEST_CLIENT_IDENTITY,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import type { NatsConnection } from 'nats';
import { greetingConsumer, greetingsOf } from './support/greeting-consumer';

describe('JetStream events', () => {
  const dbName = uniqueDbName('consumer');
  let connection: NatsConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    connection = await connectTestClient();
    publisher = new EventPublisher(connection);
  });

  afterAll(async () => {
    await connection.drain();
  });

  // A stand-in 'mailer' consuming an event the real one does not: it signs in as the tests.
  const startConsumer = () =>
    startTestService(greetingConsumer, { MONGO_DB_NAME: dbName, NATS_IDENTITY: TEST_CLIENT_IDENTITY });

  it('an event published while its consumer is stopped is handled once after it starts again', async () => {
    const consumer = await startConsumer();
    await consumer.close();

    const eventId = await publisher.publish(AuthEvents.userRegistered, {
      userId: 'u-1',
      email: 'ada@example.com',
    });
    // The same event published again (a retrying publisher) is dropped by the stream's de-duplication.
    await publisher.publish(AuthEvents.userRegistered, { userId: 'u-1', email: 'ada@example.com' }, eventId);

    const restarted = await startConsumer();
    try {
      const greetings = await eventually(async () => {
        const found = await greetingsOf(restarted, 'u-1');
        return found.length > 0 ? found : undefined;
      });
      expect(greetings).toMatchObject([{ email: 'ada@example.com', subject: 'auth.user.registered' }]);
      await expectNothingPending(connection);
      expect(await greetingsOf(restarted, 'u-1')).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('acknowledges an event already handled without handling it again', async () => {
    const consumer = await startConsumer();
    try {
      const eventId = 'already-handled-event';
      const processed = consumer.get<Model<{ _id: string; subject: string }>>(
        getModelToken('ProcessedEvent'),
      );
      await processed.create({ _id: eventId, subject: AuthEvents.userRegistered.subject });

      await publisher.publish(
        AuthEvents.userRegistered,
        { userId: 'u-2', email: 'bob@example.com' },
        eventId,
      );

      await expectNothingPending(connection);
      expect(await greetingsOf(consumer, 'u-2')).toHaveLength(0);
    } finally {
      await consumer.close();
    }
  });
});

/** Waits until the service's durable consumer of the subject has every message delivered and acknowledged. */
async function expectNothingPending(connection: NatsConnection) {
  const jsm = await connection.jetstreamManager();
  const consumer = eventConsumerName('mailer', AuthEvents.userRegistered.subject);
  await eventually(async () => {
    const info = await jsm.consumers.info(EVENTS_STREAM, consumer);
    return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
  });
}

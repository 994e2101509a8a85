import { fromBinary } from '@bufbuild/protobuf';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { Ctx, EventPattern, RpcException } from '@nestjs/microservices';
import { AuthEvents, EVENTS_STREAM, UserRegisteredSchema } from '@paydraft/contracts';
import {
  DEAD_LETTER_STREAM,
  DeadLetterHeader,
  eventConsumerName,
  EventPublisher,
  NatsEventContext,
  ownDatabase,
  serviceEnvSchema,
  type ServiceDefinition,
  type ServiceEnv,
} from '@paydraft/nest-kit';
import {
  connectTestClient,
  eventually,
  startTestService,
  TEST_CLIENT_IDENTITY,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import { nanos, type NatsConnection } from 'nats';
import { findDeadLetter } from './support/dead-letter-reader';

const SERVICE = 'billing';
const SUBJECT = AuthEvents.userRegistered.subject;
const MAX_DELIVER = 3;

/** A handler that never succeeds (as a service's coded exception would), counting its calls per event. */
@Controller()
class AlwaysFailingController {
  readonly calls = new Map<string, number>();

  @EventPattern(SUBJECT)
  async onUserRegistered(_event: unknown, @Ctx() context: NatsEventContext) {
    this.calls.set(context.getEventId(), (this.calls.get(context.getEventId()) ?? 0) + 1);
    throw new RpcException('the store said no');
  }
}

@Module({ controllers: [AlwaysFailingController] })
class AlwaysFailingModule {}

const definition: ServiceDefinition<ServiceEnv> = {
  service: SERVICE,
  envSchema: serviceEnvSchema,
  store: ownDatabase(SERVICE),
  feature: () => AlwaysFailingModule,
};

describe('events a service cannot handle', () => {
  let connection: NatsConnection;
  let publisher: EventPublisher;
  let app: INestMicroservice;
  let calls: Map<string, number>;

  beforeAll(async () => {
    connection = await connectTestClient();
    publisher = new EventPublisher(connection);
    app = await startTestService(definition, {
      MONGO_DB_NAME: uniqueDbName('deadletters'),
      // A stand-in 'billing' consuming an event the real one does not: it signs in as the tests.
      NATS_IDENTITY: TEST_CLIENT_IDENTITY,
      EVENTS_MAX_DELIVER: String(MAX_DELIVER),
      EVENTS_RETRY_BASE_MS: '50',
      EVENTS_RETRY_MAX_MS: '200',
      EVENTS_MAX_AGE_HOURS: '48',
      EVENTS_MAX_BYTES: String(64 * 1_048_576),
      EVENTS_DEAD_LETTER_MAX_AGE_HOURS: '240',
    });
    calls = app.get(AlwaysFailingController).calls;
  });

  afterAll(async () => {
    await app.close();
    await connection.drain();
  });

  const deadLetterOf = (eventId: string) =>
    eventually(() => findDeadLetter(connection, { service: SERVICE, subject: SUBJECT, eventId }));

  it('stops delivering an event whose handler always throws after EVENTS_MAX_DELIVER and dead-letters it with its id', async () => {
    const eventId = `always-fails-${randomUUID()}`;
    await publisher.publish(AuthEvents.userRegistered, { userId: 'u-dl', email: 'dl@example.com' }, eventId);

    const letter = await deadLetterOf(eventId);

    expect(letter.headers?.get(DeadLetterHeader.eventId)).toBe(eventId);
    expect(letter.headers?.get(DeadLetterHeader.subject)).toBe(SUBJECT);
    expect(letter.headers?.get(DeadLetterHeader.reason)).toBe('max-deliveries');
    expect(letter.headers?.get(DeadLetterHeader.deliveries)).toBe(String(MAX_DELIVER));
    expect(letter.headers?.get(DeadLetterHeader.error)).toBe('the store said no');
    // The body is the event as published, so it can be replayed once the handler is fixed.
    expect(fromBinary(UserRegisteredSchema, letter.data)).toMatchObject({
      userId: 'u-dl',
      email: 'dl@example.com',
    });
    // Terminated, not waiting for another delivery: nothing of the subject is outstanding.
    await expectSettled(connection);
    expect(calls.get(eventId)).toBe(MAX_DELIVER);
  });

  it('dead-letters an event that cannot be decoded on its first delivery, without calling the handler', async () => {
    const eventId = `undecodable-${randomUUID()}`;
    await connection.jetstream().publish(SUBJECT, new Uint8Array([0x0f, 0xff, 0xff]), { msgID: eventId });

    const letter = await deadLetterOf(eventId);

    expect(letter.headers?.get(DeadLetterHeader.reason)).toBe('undecodable');
    expect(letter.headers?.get(DeadLetterHeader.deliveries)).toBe('1');
    await expectSettled(connection);
    expect(calls.has(eventId)).toBe(false);
  });

  it('gives the events and dead-letter streams the retention limits of the config and a size limit per event', async () => {
    const jsm = await connection.jetstreamManager();

    const events = (await jsm.streams.info(EVENTS_STREAM)).config;
    const deadLetters = (await jsm.streams.info(DEAD_LETTER_STREAM)).config;

    expect({ maxAge: events.max_age, maxBytes: events.max_bytes }).toEqual({
      maxAge: nanos(48 * 3_600_000),
      maxBytes: 64 * 1_048_576,
    });
    expect({ maxAge: deadLetters.max_age, maxBytes: deadLetters.max_bytes }).toEqual({
      maxAge: nanos(240 * 3_600_000),
      maxBytes: 64 * 1_048_576,
    });
    expect([events.max_msg_size, deadLetters.max_msg_size]).toEqual([262_144, 262_144]);
    const oversized = { userId: 'u-big', email: `${'x'.repeat(262_144)}@example.com` };
    await expect(publisher.publish(AuthEvents.userRegistered, oversized)).rejects.toThrow(
      /message size exceeds/i,
    );
  });

  it('bounds the deliveries of a consumer that are out unacknowledged at once', async () => {
    const jsm = await connection.jetstreamManager();

    const consumer = await jsm.consumers.info(EVENTS_STREAM, eventConsumerName(SERVICE, SUBJECT));

    expect(consumer.config.max_ack_pending).toBe(64);
  });

  it('takes a changed EVENTS_MAX_DELIVER when an instance starts with it', async () => {
    const jsm = await connection.jetstreamManager();
    const maxDeliver = async () =>
      Number(
        (await jsm.consumers.info(EVENTS_STREAM, eventConsumerName(SERVICE, SUBJECT))).config.max_deliver,
      );
    const before = await maxDeliver();

    const second = await startTestService(definition, {
      MONGO_DB_NAME: uniqueDbName('deadletters'),
      NATS_IDENTITY: TEST_CLIENT_IDENTITY,
      EVENTS_MAX_DELIVER: String(MAX_DELIVER + 2),
    });
    await second.close();

    expect((await maxDeliver()) - before).toBe(2);
  });
});

/** Waits until the service's consumer of the subject has nothing pending or unacknowledged. */
async function expectSettled(connection: NatsConnection) {
  const jsm = await connection.jetstreamManager();
  await eventually(async () => {
    const info = await jsm.consumers.info(EVENTS_STREAM, eventConsumerName(SERVICE, SUBJECT));
    return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
  });
}

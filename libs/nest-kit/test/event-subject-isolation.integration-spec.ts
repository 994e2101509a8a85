import { event, UserRegisteredSchema } from '@paydraft/contracts';
import { DEFAULT_EVENT_SETTINGS, JetStreamEventConsumer } from '@paydraft/nest-kit';
import { connectTestClient, eventually } from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import pino from 'pino';
import { openProcessedEventStore } from './support/processed-event-store';

/** A promise and the function that settles it, so a test decides when a handler may go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('event handlers of different subjects', () => {
  const run = randomUUID().slice(0, 8);
  const slowEvent = event(`isolation_${run}.slow`, UserRegisteredSchema);
  const fastEvent = event(`isolation_${run}.fast`, UserRegisteredSchema);
  const stream = { name: `ISOLATION_${run}`, subjects: [slowEvent.subject, fastEvent.subject] };
  let connection: NatsConnection;
  let store: Awaited<ReturnType<typeof openProcessedEventStore>>;

  beforeAll(async () => {
    connection = await connectTestClient();
    store = await openProcessedEventStore();
  });

  afterAll(async () => {
    await (await connection.jetstreamManager()).streams.delete(stream.name);
    await connection.drain();
    await store.close();
  });

  it('do not wait for each other: an event of one subject is handled while a handler of another is stuck', async () => {
    const handled: string[] = [];
    const slowStarted = gate();
    const releaseSlow = gate();
    const consumer = new JetStreamEventConsumer({
      connection,
      durableName: 'mailer',
      stream,
      processedEvents: store.log,
      settings: DEFAULT_EVENT_SETTINGS,
      logger: pino({ level: 'silent' }),
      handlers: [
        {
          contract: slowEvent,
          handle: async () => {
            slowStarted.open();
            await releaseSlow.opened;
            handled.push('slow');
          },
        },
        { contract: fastEvent, handle: async () => void handled.push('fast') },
      ],
    });
    await consumer.start();
    const js = connection.jetstream();
    const publish = (subject: string) => js.publish(subject, new Uint8Array(), { msgID: randomUUID() });
    try {
      await publish(slowEvent.subject);
      await slowStarted.opened;

      await publish(fastEvent.subject);
      // Were the subjects served by one loop, the fast event would wait behind the stuck one and this would time out.
      await eventually(async () => (handled.includes('fast') ? true : undefined));
      expect(handled).toEqual(['fast']);

      releaseSlow.open();
      await eventually(async () => (handled.includes('slow') ? true : undefined));
      expect(handled).toEqual(['fast', 'slow']);
    } finally {
      releaseSlow.open();
      await consumer.stop();
    }
  });
});

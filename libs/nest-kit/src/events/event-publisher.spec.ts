import { MailerEvents } from '@paydraft/contracts';
import { nanos, type NatsConnection } from 'nats';
import { DEFAULT_EVENT_SETTINGS } from './events-env';
import { EventPublisher } from './event-publisher';
import { eventsStreamSpec } from './events-stream';

/** A NATS connection whose JetStream manager is unreachable once, then works. */
function flakyConnection() {
  const published: string[] = [];
  const { name, subjects } = eventsStreamSpec();
  const config = {
    name,
    subjects,
    max_age: nanos(DEFAULT_EVENT_SETTINGS.maxAgeMs),
    max_bytes: DEFAULT_EVENT_SETTINGS.maxBytes,
  };
  const jsm = { streams: { info: async () => ({ config }) } };
  const jetstreamManager = jest
    .fn()
    .mockRejectedValueOnce(new Error('connection draining'))
    .mockResolvedValue(jsm);
  const connection = {
    jetstreamManager,
    jetstream: () => ({ publish: async (subject: string) => void published.push(subject) }),
  } as unknown as NatsConnection;
  return { connection, published };
}

describe('EventPublisher', () => {
  it('tries to set up the stream again after a failed attempt instead of failing every later publish', async () => {
    const { connection, published } = flakyConnection();
    const publisher = new EventPublisher(connection);
    const event = { outboxId: 'o-1', providerMessageId: 'm-1' };

    await expect(publisher.publish(MailerEvents.mailDelivered, event)).rejects.toThrow('connection draining');
    await expect(publisher.publish(MailerEvents.mailDelivered, event)).resolves.toEqual(expect.any(String));
    expect(published).toEqual([MailerEvents.mailDelivered.subject]);
  });
});

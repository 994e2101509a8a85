import { MailerEvents } from '@paydraft/contracts';
import { ErrorCode, nanos, NatsError, type NatsConnection } from 'nats';
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

describe('EventPublisher while the stream has no leader', () => {
  /** A connection whose publishes find nobody `unanswered` times, then are stored. */
  function electingConnection(unanswered: number) {
    const msgIds: string[] = [];
    const jsm = { streams: { info: async () => ({ config: { subjects: eventsStreamSpec().subjects } }) } };
    let attempts = 0;
    const publish = async (_subject: string, _data: Uint8Array, options: { msgID: string }) => {
      msgIds.push(options.msgID);
      if (++attempts <= unanswered) throw NatsError.errorForCode(ErrorCode.NoResponders);
    };
    const connection = { jetstreamManager: async () => jsm, jetstream: () => ({ publish }) };
    return { connection: connection as unknown as NatsConnection, msgIds };
  }
  const event = { outboxId: 'o-1', providerMessageId: 'm-1' };

  it('publishes again, with the same event id, until a new leader takes it', async () => {
    const { connection, msgIds } = electingConnection(3);

    const eventId = await new EventPublisher(connection).publish(MailerEvents.mailDelivered, event, 'e-1');

    expect(eventId).toBe('e-1');
    expect(msgIds).toEqual(['e-1', 'e-1', 'e-1', 'e-1']);
  });

  it('gives up with the error once its budget is spent', async () => {
    const { connection, msgIds } = electingConnection(1000);

    await expect(
      new EventPublisher(connection, 1, 300).publish(MailerEvents.mailDelivered, event),
    ).rejects.toThrow(expect.objectContaining({ code: ErrorCode.NoResponders }));
    expect(msgIds.length).toBeGreaterThan(1);
  });
});

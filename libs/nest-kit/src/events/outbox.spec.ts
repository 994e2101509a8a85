import { fromBinary } from '@bufbuild/protobuf';
import { MailerEvents, MailDeliveredSchema } from '@paydraft/contracts';
import { ErrorCode, NatsError, type NatsConnection } from 'nats';
import pino from 'pino';
import type { EventOutbox } from './event-outbox';
import type { OutboxRecord } from './event-outbox.schema';
import { eventsStreamSpec } from './events-stream';
import { OutboxEventPublisher } from './outbox-event-publisher';
import { OutboxRelay, type OutboxRelaySettings } from './outbox-relay';

/** An in-memory outbox; `removed(id)` resolves once the record of `id` is deleted. */
function memoryOutbox() {
  const records = new Map<string, OutboxRecord>();
  const waiters = new Map<string, () => void>();
  const outbox: EventOutbox = {
    add: async (record) => void (records.has(record._id) || records.set(record._id, record)),
    remove: async (eventId) => {
      records.delete(eventId);
      waiters.get(eventId)?.();
    },
    leftovers: async (cutoff, limit) =>
      [...records.values()]
        .filter((record) => record.createdAt < cutoff)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .slice(0, limit),
  };
  const removed = (eventId: string) => new Promise<void>((resolve) => waiters.set(eventId, resolve));
  return { outbox, records, removed };
}

/**
 * A connection to a stream that has no leader for its first `unanswered` publishes (then stores them),
 * and holds each publish until `release()` when `held`.
 */
function electingConnection(unanswered: number, { held = false } = {}) {
  const published: Array<{ subject: string; msgID: string; data: Uint8Array }> = [];
  let attempts = 0;
  let release!: () => void;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const jsm = { streams: { info: async () => ({ config: { subjects: eventsStreamSpec().subjects } }) } };
  const publish = async (subject: string, data: Uint8Array, options: { msgID: string }) => {
    await gate;
    if (++attempts <= unanswered) throw NatsError.errorForCode(ErrorCode.NoResponders);
    published.push({ subject, msgID: options.msgID, data });
  };
  const connection = { jetstreamManager: async () => jsm, jetstream: () => ({ publish }) };
  return {
    connection: connection as unknown as NatsConnection,
    published,
    attempts: () => attempts,
    release: () => release(),
  };
}

function collectingLogger() {
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  return { logger, logs };
}

const delivered = { outboxId: 'o-1', providerMessageId: 'm-1' };

describe('OutboxEventPublisher', () => {
  it('answers once the event is stored, before JetStream takes it, then publishes it and clears the record', async () => {
    const { outbox, records, removed } = memoryOutbox();
    const nats = electingConnection(0, { held: true });
    const publisher = new OutboxEventPublisher({
      connection: nats.connection,
      outbox,
      logger: pino({ level: 'silent' }),
    });

    const eventId = await publisher.publish(MailerEvents.mailDelivered, delivered, 'e-1');

    expect(eventId).toBe('e-1');
    expect([...records.keys()]).toEqual(['e-1']);
    expect(nats.published).toEqual([]);
    const cleared = removed('e-1');
    nats.release();
    await cleared;
    expect(nats.published).toEqual([
      expect.objectContaining({ subject: MailerEvents.mailDelivered.subject, msgID: 'e-1' }),
    ]);
    expect(fromBinary(MailDeliveredSchema, nats.published[0]!.data)).toMatchObject(delivered);
    expect(records.size).toBe(0);
  });

  it('publishes again with the same id while the stream elects a leader, keeping the record until then', async () => {
    const { outbox, records, removed } = memoryOutbox();
    const nats = electingConnection(3);
    const publisher = new OutboxEventPublisher({
      connection: nats.connection,
      outbox,
      logger: pino({ level: 'silent' }),
    });

    const cleared = removed('e-2');
    await publisher.publish(MailerEvents.mailDelivered, delivered, 'e-2');
    await cleared;

    expect(nats.attempts()).toBe(4);
    expect(nats.published.map((event) => event.msgID)).toEqual(['e-2']);
    expect(records.size).toBe(0);
  });

  it('leaves the event in the outbox, and says so, when JetStream does not take it within the budget', async () => {
    const { outbox, records } = memoryOutbox();
    const nats = electingConnection(Number.POSITIVE_INFINITY);
    const { logger, logs } = collectingLogger();
    const publisher = new OutboxEventPublisher({
      connection: nats.connection,
      outbox,
      logger,
      budgetMs: 300,
    });

    await expect(publisher.publish(MailerEvents.mailDelivered, delivered, 'e-3')).resolves.toBe('e-3');
    await expect(publisher.deliver(records.get('e-3')!)).rejects.toThrow(
      expect.objectContaining({ code: ErrorCode.NoResponders }),
    );

    expect([...records.keys()]).toEqual(['e-3']);
    expect(nats.published).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 40, eventId: 'e-3', msg: expect.stringContaining('outbox relay') }),
    );
  });

  it('takes the same event id twice as one stored event, not as an error', async () => {
    const { outbox, records, removed } = memoryOutbox();
    const nats = electingConnection(0);
    const publisher = new OutboxEventPublisher({
      connection: nats.connection,
      outbox,
      logger: pino({ level: 'silent' }),
    });

    const cleared = removed('e-4');
    await publisher.publish(MailerEvents.mailDelivered, delivered, 'e-4');
    await expect(publisher.publish(MailerEvents.mailDelivered, delivered, 'e-4')).resolves.toBe('e-4');
    await cleared;

    expect(nats.published.map((event) => event.msgID)).toEqual(['e-4']);
    expect(records.size).toBe(0);
  });

  it('fails the request when the event cannot be stored', async () => {
    const { outbox } = memoryOutbox();
    outbox.add = async () => {
      throw new Error('store unavailable');
    };
    const nats = electingConnection(0);
    const publisher = new OutboxEventPublisher({
      connection: nats.connection,
      outbox,
      logger: pino({ level: 'silent' }),
    });

    await expect(publisher.publish(MailerEvents.mailDelivered, delivered)).rejects.toThrow(
      'store unavailable',
    );
    expect(nats.published).toEqual([]);
  });
});

describe('OutboxRelay', () => {
  const settings: OutboxRelaySettings = {
    intervalMs: 5000,
    minAgeMs: 5000,
    batchSize: 2,
    stuckAfterMs: 60_000,
  };
  const now = new Date('2026-11-27T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const silent = pino({ level: 'silent' });

  /** A record as an instance stored it `ageMs` before now. */
  const stored = (eventId: string, ageMs: number): OutboxRecord => ({
    _id: eventId,
    subject: MailerEvents.mailDelivered.subject,
    data: new Uint8Array([1, 2, 3]),
    createdAt: ago(ageMs),
  });

  function relayOver(records: OutboxRecord[], unanswered = 0, logger = silent) {
    const memory = memoryOutbox();
    for (const record of records) memory.records.set(record._id, record);
    const nats = electingConnection(unanswered);
    const publisher = new OutboxEventPublisher({
      connection: nats.connection,
      outbox: memory.outbox,
      logger,
      budgetMs: 300,
    });
    const relay = new OutboxRelay(memory.outbox, publisher, logger, settings);
    return { relay, publisher, nats, records: memory.records };
  }

  it('publishes, oldest first and in batches, the records a dead instance left, and clears them', async () => {
    const { relay, nats, records } = relayOver([
      stored('late', 6000),
      stored('oldest', 90_000),
      stored('older', 30_000),
    ]);

    await expect(relay.relayLeftovers(now)).resolves.toBe(3);

    expect(nats.published.map((event) => event.msgID)).toEqual(['oldest', 'older', 'late']);
    expect(nats.published[0]).toMatchObject({
      subject: MailerEvents.mailDelivered.subject,
      data: new Uint8Array([1, 2, 3]),
    });
    expect(records.size).toBe(0);
  });

  it('leaves a record stored moments ago to the instance publishing it', async () => {
    const { relay, nats, records } = relayOver([stored('fresh', 1000)]);

    await expect(relay.relayLeftovers(now)).resolves.toBe(0);

    expect(nats.published).toEqual([]);
    expect([...records.keys()]).toEqual(['fresh']);
  });

  it('does not send again an event this instance is still sending', async () => {
    const { relay, publisher, nats, records } = relayOver([stored('retrying', 10_000)], 2);
    const sending = publisher.deliver(records.get('retrying')!);

    await expect(relay.relayLeftovers(now)).resolves.toBe(0);
    await sending;

    expect(nats.published.map((event) => event.msgID)).toEqual(['retrying']);
    expect(records.size).toBe(0);
  });

  it('keeps the records when JetStream still does not take them, and warns about one waiting over a minute', async () => {
    const { logger, logs } = collectingLogger();
    const { relay, nats, records } = relayOver(
      [stored('stuck', 61_000), stored('next', 20_000)],
      Number.POSITIVE_INFINITY,
      logger,
    );

    await expect(relay.relayLeftovers(now)).rejects.toThrow(
      expect.objectContaining({ code: ErrorCode.NoResponders }),
    );

    expect(nats.published).toEqual([]);
    expect([...records.keys()].sort()).toEqual(['next', 'stuck']);
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, eventId: 'stuck', ageMs: 61_000 }));
  });
});

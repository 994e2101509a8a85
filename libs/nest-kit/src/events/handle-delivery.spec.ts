import { create, toBinary } from '@bufbuild/protobuf';
import { AuthEvents, UserRegisteredSchema } from '@paydraft/contracts';
import pino from 'pino';
import { DeadLetterReason, type DeadLetter } from './dead-letters';
import type { Delivery } from './delivery';
import { DEFAULT_EVENT_SETTINGS } from './events-env';
import { handleDelivery, type DeliveryHandling } from './handle-delivery';
import { ClaimResult } from './processed-event-log';

const SUBJECT = AuthEvents.userRegistered.subject;
const EVENT_ID = 'evt-42';
const settings = { ...DEFAULT_EVENT_SETTINGS, maxDeliver: 4, retryBaseMs: 100, retryMaxMs: 5000 };
const validBytes = toBinary(
  UserRegisteredSchema,
  create(UserRegisteredSchema, { userId: 'u-1', email: 'ada@example.com' }),
);
/** Field 1 with wire type 7, which does not exist: no protobuf decoder accepts it. */
const undecodableBytes = new Uint8Array([0x0f, 0xff, 0xff]);

type Harness = {
  steps: string[];
  letters: DeadLetter[];
  logs: Array<Record<string, unknown>>;
  handling: DeliveryHandling;
  delivery: (deliveryCount: number, data?: Uint8Array) => Delivery;
};

function harness(
  overrides: {
    claim?: ClaimResult;
    handle?: () => Promise<void>;
    deadLetter?: () => Promise<void>;
    ack?: () => Promise<boolean>;
    erase?: () => Promise<void>;
    carriesSecret?: boolean;
  } = {},
): Harness {
  const steps: string[] = [];
  const letters: DeadLetter[] = [];
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const handling: DeliveryHandling = {
    binding: {
      contract: { ...AuthEvents.userRegistered, carriesSecret: overrides.carriesSecret ?? false },
      handle: async (payload, context) => {
        steps.push(`handle ${(payload as { userId: string }).userId} ${context.eventId}`);
        await overrides.handle?.();
      },
    },
    processedEvents: {
      claim: async (eventId) => {
        steps.push(`claim ${eventId}`);
        return overrides.claim ?? ClaimResult.RUN;
      },
      complete: async (eventId) => void steps.push(`complete ${eventId}`),
      purgeClaimedBefore: async () => 0,
    },
    deadLetters: async (_msg, letter) => {
      steps.push(`dead-letter ${letter.reason}`);
      await overrides.deadLetter?.();
      letters.push(letter);
    },
    eraseFromStream: async (msg) => {
      steps.push(`erase ${msg.info.streamSequence}`);
      await overrides.erase?.();
    },
    settings,
    logger,
  };
  const delivery = (deliveryCount: number, data: Uint8Array = validBytes): Delivery => ({
    subject: SUBJECT,
    data,
    headers: { get: (key: string) => (key === 'Nats-Msg-Id' ? EVENT_ID : '') },
    info: { deliveryCount, streamSequence: 7, stream: 'PAYDRAFT_EVENTS' },
    ackAck: async () => {
      steps.push('ack');
      return (await overrides.ack?.()) ?? true;
    },
    nak: (millis) => void steps.push(`nak ${millis}`),
    term: (reason) => void steps.push(`term ${reason}`),
  });
  return { steps, letters, logs, handling, delivery };
}

describe('handleDelivery', () => {
  it('claims the event before the handler writes, marks it done after, then acknowledges', async () => {
    const { steps, handling, delivery } = harness();

    await handleDelivery(delivery(1), handling);

    expect(steps).toEqual([`claim ${EVENT_ID}`, `handle u-1 ${EVENT_ID}`, `complete ${EVENT_ID}`, 'ack']);
  });

  it('tells the handler whether a delivery is the last before the event is dead-lettered', async () => {
    const seen: boolean[] = [];
    const { handling, delivery } = harness();
    handling.binding = {
      ...handling.binding,
      handle: async (_payload, context) => void seen.push(context.lastDelivery),
    };

    await handleDelivery(delivery(1), handling);
    await handleDelivery(delivery(settings.maxDeliver), handling);

    expect(seen).toEqual([false, true]);
  });

  it('erases a secret-carrying event from the stream once handled and acknowledged, and only such', async () => {
    const secret = harness({ carriesSecret: true });
    await handleDelivery(secret.delivery(1), secret.handling);
    expect(secret.steps.slice(-2)).toEqual(['ack', 'erase 7']);

    const redelivered = harness({ carriesSecret: true, claim: ClaimResult.ALREADY_DONE });
    await handleDelivery(redelivered.delivery(2), redelivered.handling);
    expect(redelivered.steps).toEqual([`claim ${EVENT_ID}`, 'ack', 'erase 7']);

    const failing = harness({ carriesSecret: true, handle: () => Promise.reject(new Error('smtp down')) });
    await handleDelivery(failing.delivery(1), failing.handling);
    expect(failing.steps.some((step) => step.startsWith('erase'))).toBe(false);
  });

  it('logs a failed erase and still settles the event', async () => {
    const { steps, logs, handling, delivery } = harness({
      carriesSecret: true,
      erase: () => Promise.reject(new Error('stream gone')),
    });
    await handleDelivery(delivery(1), handling);
    expect(steps).toContain('ack');
    expect(logs.some((line) => String(line.msg).includes('erasing a handled secret-carrying event'))).toBe(
      true,
    );
  });

  it('acknowledges without handling an event an earlier delivery finished', async () => {
    const { steps, handling, delivery } = harness({ claim: ClaimResult.ALREADY_DONE });

    await handleDelivery(delivery(2), handling);

    expect(steps).toEqual([`claim ${EVENT_ID}`, 'ack']);
  });

  it('asks for a later delivery, waiting longer each time, while deliveries remain', async () => {
    const { steps, handling, delivery } = harness({ handle: () => Promise.reject(new Error('store down')) });

    await handleDelivery(delivery(1), handling);
    await handleDelivery(delivery(3), handling);

    expect(steps.filter((step) => step.startsWith('nak'))).toEqual(['nak 100', 'nak 400']);
    expect(steps.some((step) => step.startsWith('complete') || step.startsWith('dead-letter'))).toBe(false);
  });

  it('dead-letters the event with the last error when the last delivery fails, then terminates it and logs its id', async () => {
    const { steps, letters, logs, handling, delivery } = harness({
      handle: () => Promise.reject(new Error('boom')),
    });

    await handleDelivery(delivery(4), handling);

    expect(steps.slice(-2)).toEqual(['dead-letter max-deliveries', 'term max-deliveries']);
    expect(letters).toEqual([{ eventId: EVENT_ID, reason: DeadLetterReason.MAX_DELIVERIES, error: 'boom' }]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'event dead-lettered',
        eventId: EVENT_ID,
        subject: SUBJECT,
        deliveries: 4,
      }),
    );
  });

  it('keeps the message of a failure that Nest hands over as a payload rather than an Error', async () => {
    const { letters, handling, delivery } = harness({
      handle: () => Promise.reject({ status: 'error', message: 'Internal server error' }),
    });

    await handleDelivery(delivery(4), handling);

    expect(letters[0]?.error).toBe('Internal server error');
  });

  it('dead-letters an undecodable event on its first delivery without claiming or handling it', async () => {
    const { steps, letters, handling, delivery } = harness();

    await handleDelivery(delivery(1, undecodableBytes), handling);

    expect(steps).toEqual(['dead-letter undecodable', 'term undecodable']);
    expect(letters[0]).toMatchObject({ eventId: EVENT_ID, reason: DeadLetterReason.UNDECODABLE });
  });

  it('dead-letters without handling a delivery past the budget (the last one never settled)', async () => {
    const { steps, handling, delivery } = harness();

    await handleDelivery(delivery(5), handling);

    expect(steps).toEqual(['dead-letter max-deliveries', 'term max-deliveries']);
  });

  it('keeps the event for another delivery when the dead-letter stream cannot take it', async () => {
    const { steps, handling, delivery } = harness({
      deadLetter: () => Promise.reject(new Error('no stream')),
    });

    await handleDelivery(delivery(1, undecodableBytes), handling);

    expect(steps).toEqual(['dead-letter undecodable', `nak ${settings.retryMaxMs}`]);
  });

  it('neither retries nor dead-letters a handled event whose acknowledgement failed', async () => {
    const { steps, handling, delivery } = harness({ ack: () => Promise.reject(new Error('timeout')) });

    await expect(handleDelivery(delivery(4), handling)).resolves.toBeUndefined();

    expect(steps).toEqual([`claim ${EVENT_ID}`, `handle u-1 ${EVENT_ID}`, `complete ${EVENT_ID}`, 'ack']);
  });
});

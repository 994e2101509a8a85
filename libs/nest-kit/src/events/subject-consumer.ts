import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  NatsError,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
} from 'nats';
import { handleDelivery, type DeliveryHandling } from './handle-delivery';

/** How long a delivery may stay unsettled before JetStream offers it again (a crashed or hung instance). */
const ACK_WAIT_MS = 30_000;

/**
 * Deliveries the server makes beyond the handler's budget: each only tries to
 * dead-letter the event (after a crash on the last attempt, or when the
 * dead-letter stream could not take it), so an event is not dropped silently.
 */
const DEAD_LETTER_DELIVERIES = 3;

/**
 * Messages the client holds beyond the one being handled. Held messages age
 * towards ack_wait while the handler works, so this stays at one: a slow
 * handler cannot make the events queued behind it count as failed deliveries.
 */
const PULL_BATCH = 1;

/**
 * Deliveries of one consumer that may be out unacknowledged at once, over all instances of the
 * service (each holds PULL_BATCH): a bound on the events a crash sends back to ack_wait, and on the
 * work a burst puts in flight.
 */
const MAX_ACK_PENDING = 64;

/** A durable name is letters, digits, '-' and '_': the service, then the subject with its dots replaced. */
export const eventConsumerName = (service: string, subject: string) =>
  `${service}__${subject.replace(/[^A-Za-z0-9_-]/g, '_')}`;

type SubjectConsumerOptions = DeliveryHandling & { service: string; stream: string };

/**
 * One service's durable pull consumer of one subject and its own loop, which
 * handles that subject's events one at a time, in order. Each subject has its
 * own consumer so that a slow or failing handler only holds back its subject:
 * the server tracks pending acks per consumer, and no loop waits on another's.
 */
export class SubjectConsumer {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(private readonly options: SubjectConsumerOptions) {}

  get name() {
    return eventConsumerName(this.options.service, this.options.binding.contract.subject);
  }

  async start(jsm: JetStreamManager, js: JetStreamClient) {
    const limits = {
      ack_wait: nanos(ACK_WAIT_MS),
      max_deliver: this.options.settings.maxDeliver + DEAD_LETTER_DELIVERIES,
      max_ack_pending: MAX_ACK_PENDING,
    };
    try {
      await jsm.consumers.add(this.options.stream, {
        durable_name: this.name,
        filter_subject: this.options.binding.contract.subject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ...limits,
      });
    } catch (error) {
      // The server refuses to re-create a durable with other values: changed limits are an update.
      if (!isConsumerExists(error)) throw error;
      await jsm.consumers.update(this.options.stream, this.name, limits);
    }
    const consumer = await js.consumers.get(this.options.stream, this.name);
    this.messages = await consumer.consume({ max_messages: PULL_BATCH });
    this.loop = this.drain(this.messages);
  }

  /** Stops pulling; resolves once the event being handled is settled. */
  async stop() {
    await this.messages?.close();
    await this.loop;
  }

  private async drain(messages: ConsumerMessages) {
    try {
      for await (const msg of messages) {
        await handleDelivery(msg, this.options);
      }
    } catch (error) {
      // handleDelivery never throws: this is the pull itself failing (the consumer deleted under us).
      this.options.logger.error({ err: error, consumer: this.name }, 'event consumer stopped pulling');
    }
  }
}

const CONSUMER_EXISTS = 10148;

function isConsumerExists(error: unknown): boolean {
  return error instanceof NatsError && error.api_error?.err_code === CONSUMER_EXISTS;
}

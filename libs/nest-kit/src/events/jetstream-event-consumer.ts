import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { deadLetterStreamLimits, deadLetterStreamSpec, jetStreamDeadLetterSink } from './dead-letters';
import type { EventSettings } from './events-env';
import { ensureStream, eventsStreamLimits, eventsStreamSpec, type StreamSpec } from './events-stream';
import type { EventHandlerBinding } from './handle-delivery';
import type { ProcessedEventLog } from './processed-event-log';
import { SubjectConsumer } from './subject-consumer';

export type { EventContext, EventHandlerBinding } from './handle-delivery';
export type { ProcessedEventLog } from './processed-event-log';

type ConsumerOptions = {
  connection: NatsConnection;
  /** The service: prefix of its consumers' durable names and part of its dead-letter subjects. */
  durableName: string;
  handlers: EventHandlerBinding[];
  processedEvents: ProcessedEventLog;
  settings: EventSettings;
  logger: Logger;
  /** The stream read; the contracts' events stream unless a test brings its own. */
  stream?: StreamSpec;
};

/** The processed-event log has no TTL index (FerretDB): records past the retention are deleted this often. */
const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * A service's event intake: one durable pull consumer per subject it handles
 * (see SubjectConsumer), the retention limits of the events and dead-letter
 * streams, and the periodic purge of its processed-event log. A message is
 * acknowledged only after its handler's write, so a crash means redelivery,
 * never a lost event; see handleDelivery for retries and dead-lettering.
 */
export class JetStreamEventConsumer {
  private readonly subjects: SubjectConsumer[] = [];
  private purgeTimer?: NodeJS.Timeout;
  private purging?: Promise<void>;

  constructor(private readonly options: ConsumerOptions) {}

  async start() {
    const { connection, durableName, handlers, processedEvents, settings, logger } = this.options;
    const stream = this.options.stream ?? eventsStreamSpec();
    const jsm = await connection.jetstreamManager();
    const js = connection.jetstream();
    await ensureStream(jsm, stream, eventsStreamLimits(settings), { enforce: true });
    await ensureStream(jsm, deadLetterStreamSpec(), deadLetterStreamLimits(settings), { enforce: true });
    const deadLetters = jetStreamDeadLetterSink(js, durableName);
    for (const binding of handlers) {
      const subject = new SubjectConsumer({
        service: durableName,
        stream: stream.name,
        binding,
        processedEvents,
        deadLetters,
        eraseFromStream: async (msg) => {
          await jsm.streams.deleteMessage(msg.info.stream, msg.info.streamSequence, true);
        },
        settings,
        logger,
      });
      await subject.start(jsm, js);
      this.subjects.push(subject);
    }
    this.purge();
    this.purgeTimer = setInterval(() => this.purge(), PURGE_INTERVAL_MS).unref();
  }

  async stop() {
    clearInterval(this.purgeTimer);
    await Promise.all(this.subjects.map((subject) => subject.stop()));
    await this.purging;
  }

  private purge() {
    const { processedEvents, settings, logger } = this.options;
    // A record outlives its event: it was claimed after the event was published, and both keep maxAge.
    const cutoff = new Date(Date.now() - settings.maxAgeMs);
    this.purging = processedEvents.purgeClaimedBefore(cutoff).then(
      (purged) => {
        if (purged > 0) logger.info({ purged }, 'processed-event records past retention purged');
      },
      (error: unknown) =>
        logger.warn({ err: error }, 'purging the processed-event log failed; next try in an hour'),
    );
  }
}

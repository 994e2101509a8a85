import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_LOGGER, EventPublisher, MongoProcessedEventLog } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { DOCUMENTS_CONFIG, type DocumentsEnv } from '../config/documents.config';
import { DueWorkRegistry } from './due-work.registry';
import { DueWorkRunner } from './due-work.runner';
import { SchedulerClock } from './scheduler-clock';

/**
 * The scheduler of one documents instance (docs/scheduling.md): a run at start and every
 * SCHEDULER_TICK_MS; a tick that finds a run going on skips. A failed run is logged and the next tick
 * tries again: nothing is lost, since a source moves on only once its handler did the work.
 */
@Injectable()
export class SchedulerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runner: DueWorkRunner;
  private timer?: NodeJS.Timeout;

  constructor(
    registry: DueWorkRegistry,
    clock: SchedulerClock,
    events: EventPublisher,
    handled: MongoProcessedEventLog,
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.runner = new DueWorkRunner({
      work: registry,
      clock,
      events,
      handled,
      logger,
      settings: {
        batchSize: config.SCHEDULER_BATCH_SIZE,
        leaseMs: config.SCHEDULER_LEASE_MS,
        maxPerSecond: config.SCHEDULER_MAX_PER_SECOND,
        handlerTimeoutMs: config.SCHEDULER_HANDLER_TIMEOUT_MS,
      },
    });
  }

  onApplicationBootstrap() {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.config.SCHEDULER_TICK_MS).unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.runner.stop();
  }

  /** Runs the due work once, after a run going on (the development clock's advance); resolves to its count. */
  runDue(): Promise<number> {
    return this.runner.runDue();
  }

  private async tick() {
    if (this.runner.busy) return;
    try {
      const count = await this.runner.runDue();
      if (count > 0) this.logger.info({ count }, 'scheduler run done');
    } catch (error) {
      this.logger.warn({ err: error }, 'the scheduler run failed; the next tick tries again');
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import { addSeconds } from 'date-fns';
import type { Model } from 'mongoose';
import { DOCUMENTS_CONFIG, type DocumentsEnv } from '../config/documents.config';
import { DEV_CLOCK_ID, DEV_CLOCK_MODEL, type StoredDevClock } from './dev-clock.schema';

/**
 * The time the scheduler and everything it decides go by (docs/scheduling.md): due dates passed,
 * reminders due, quotes expired. Real time; where DEV_CLOCK=on, real time moved forward by the
 * development clock's offset, read fresh on every call so that all instances agree after an advance.
 */
@Injectable()
export class SchedulerClock {
  constructor(
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsEnv,
    @InjectModel(DEV_CLOCK_MODEL) private readonly devClock: Model<StoredDevClock>,
  ) {}

  get movable(): boolean {
    return this.config.DEV_CLOCK === 'on';
  }

  async now(): Promise<Date> {
    if (!this.movable) return new Date();
    const clock = await this.devClock.findById(DEV_CLOCK_ID).lean<StoredDevClock>();
    return addSeconds(new Date(), clock?.offsetSeconds ?? 0);
  }

  /** Moves the development clock forward (DEV_CLOCK=on only: callers check `movable`); answers the new time. */
  async advance(seconds: number): Promise<Date> {
    if (!this.movable) throw new Error('the development clock is off (DEV_CLOCK is not on)');
    const clock = await this.devClock
      .findOneAndUpdate(
        { _id: DEV_CLOCK_ID },
        { $inc: { offsetSeconds: seconds } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<StoredDevClock>();
    return addSeconds(new Date(), clock?.offsetSeconds ?? seconds);
  }
}

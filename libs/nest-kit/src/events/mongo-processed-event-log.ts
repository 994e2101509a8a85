import { isDuplicateKeyError } from '../mongo/duplicate-key';
import { Injectable } from '@nestjs/common';
import type { Model } from 'mongoose';
import { InjectModel } from '../mongo/mongo.module';
import { ClaimResult, type ProcessedEventLog } from './processed-event-log';
import {
  PROCESSED_EVENT_MODEL,
  ProcessedEventState,
  type ProcessedEventRecord,
} from './processed-event.schema';

/** The processed-event log in the service's own database (no transactions needed: see ProcessedEventLog). */
@Injectable()
export class MongoProcessedEventLog implements ProcessedEventLog {
  constructor(@InjectModel(PROCESSED_EVENT_MODEL) private readonly events: Model<ProcessedEventRecord>) {}

  async claim(eventId: string, subject: string): Promise<ClaimResult> {
    try {
      await this.events.create({
        _id: eventId,
        subject,
        state: ProcessedEventState.CLAIMED,
        claimedAt: new Date(),
      });
      return ClaimResult.RUN;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await this.events.findById(eventId, { state: 1 }).lean();
    // A claimed row is a delivery cut short (crash, failure): run the idempotent handler again.
    return existing?.state === ProcessedEventState.DONE ? ClaimResult.ALREADY_DONE : ClaimResult.RUN;
  }

  async complete(eventId: string): Promise<void> {
    await this.events.updateOne(
      { _id: eventId },
      { $set: { state: ProcessedEventState.DONE, processedAt: new Date() } },
    );
  }

  /**
   * Which of `eventIds` a handler finished (done), in any instance: how a publisher of its own events
   * (the documents scheduler) learns that their handlers ran.
   */
  async completedAmong(eventIds: readonly string[]): Promise<Set<string>> {
    if (eventIds.length === 0) return new Set();
    const done = await this.events
      .find({ _id: { $in: eventIds }, state: ProcessedEventState.DONE }, { _id: 1 })
      .lean<{ _id: string }[]>();
    return new Set(done.map((record) => record._id));
  }

  async purgeClaimedBefore(cutoff: Date): Promise<number> {
    const { deletedCount } = await this.events.deleteMany({ claimedAt: { $lt: cutoff } });
    return deletedCount;
  }
}

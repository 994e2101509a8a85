import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { DocumentTypeName } from '../documents/statuses';
import { breaksUniqueIndex } from '../store/unique-index';
import { COUNTER_MODEL, type NumberCounter } from './counter.schema';

const counterId = (ownerId: string, type: DocumentTypeName) => `${ownerId}:${type}`;

/** The per-owner-and-type counter behind auto numbers (INV-1, INV-2, ...). */
@Injectable()
export class NumberingService {
  constructor(@InjectModel(COUNTER_MODEL) private readonly counters: Model<NumberCounter>) {}

  /** The number the next auto-numbered document would take, when the counter exists. */
  async peek(ownerId: string, type: DocumentTypeName): Promise<number | undefined> {
    return (await this.counters.findById(counterId(ownerId, type)).lean<NumberCounter>())?.next;
  }

  /** Saving preferences moves the counter to the next number the owner chose. */
  async set(ownerId: string, type: DocumentTypeName, next: number) {
    await this.counters.updateOne({ _id: counterId(ownerId, type) }, { $set: { next } }, { upsert: true });
  }

  /**
   * Takes a number: the counter (created at `seed` on first use) is incremented in one atomic write
   * and its value before the increment is ours alone, however many saves race.
   */
  async take(ownerId: string, type: DocumentTypeName, seed: number): Promise<number> {
    const _id = counterId(ownerId, type);
    try {
      await this.counters.updateOne({ _id }, { $setOnInsert: { next: seed } }, { upsert: true });
    } catch (error) {
      // Two first saves both tried to create the counter: the other one did, which is all we need.
      if (!breaksUniqueIndex(error)) throw error;
    }
    const before = await this.counters
      .findOneAndUpdate({ _id }, { $inc: { next: 1 } }, { returnDocument: 'before' })
      .lean<NumberCounter>();
    if (!before) throw new Error(`number counter ${_id} vanished`);
    return before.next;
  }
}

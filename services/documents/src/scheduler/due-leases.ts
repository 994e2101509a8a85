import { Injectable } from '@nestjs/common';
import { InjectModel, isDuplicateKeyError } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { DUE_LEASE_MODEL, type StoredDueLease } from './due-lease.schema';

/**
 * Leases of due actions for sources that keep no lease of their own: one atomic write takes a lease
 * that is absent or lapsed, so of two instances claiming the same action at once only one gets it.
 */
@Injectable()
export class DueLeases {
  constructor(@InjectModel(DUE_LEASE_MODEL) private readonly leases: Model<StoredDueLease>) {}

  /** Takes `key` until `until` unless a lease on it runs past `now`; resolves to whether it was taken. */
  async take(key: string, now: Date, until: Date): Promise<boolean> {
    try {
      // The filter misses a live lease, so the upsert inserts and meets the unique _id: not taken.
      await this.leases.updateOne({ _id: key, until: { $lte: now } }, { $set: { until } }, { upsert: true });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Gives the lease up once the action is done (a lease left behind only lapses). */
  async release(key: string): Promise<void> {
    await this.leases.deleteOne({ _id: key });
  }
}

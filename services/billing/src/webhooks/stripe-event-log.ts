import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, isDuplicateKeyError, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { STRIPE_EVENT_MODEL, type StripeEventRecord } from './stripe-event.schema';

/** A claim older than this belongs to a delivery that died mid-way: another may take the event over. */
const CLAIM_LEASE_MS = 60_000;

export type Claim = 'claimed' | 'done' | 'in-progress';

/** Once per Stripe event id: claim before handling, done after, released when handling failed. */
@Injectable()
export class StripeEventLog {
  constructor(@InjectModel(STRIPE_EVENT_MODEL) private readonly events: Model<StripeEventRecord>) {}

  /**
   * Handles the event unless it was handled before (`duplicate`); a delivery racing another one's
   * handling is refused (Stripe delivers it again), and a failed handling is released for the next.
   */
  async once(
    event: { id: string; type: string },
    handle: () => Promise<void>,
  ): Promise<{ eventId: string; duplicate: boolean }> {
    const claim = await this.claim(event.id, event.type);
    if (claim === 'done') return { eventId: event.id, duplicate: true };
    if (claim === 'in-progress') {
      throw new ServiceException(ServiceErrorReasons.EVENT_IN_PROGRESS, 'This event is being handled.');
    }
    try {
      await handle();
    } catch (error) {
      await this.release(event.id);
      throw error;
    }
    await this.done(event.id);
    return { eventId: event.id, duplicate: false };
  }

  async claim(eventId: string, type: string): Promise<Claim> {
    const now = new Date();
    try {
      await this.events.create({ _id: eventId, type, state: 'claimed', claimedAt: now });
      return 'claimed';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    // Taken over only when the earlier claim's lease has lapsed (one atomic update decides who wins).
    const stale = new Date(now.getTime() - CLAIM_LEASE_MS);
    const takenOver = await this.events.updateOne(
      { _id: eventId, state: 'claimed', claimedAt: { $lt: stale } },
      { $set: { claimedAt: now } },
    );
    if (takenOver.modifiedCount === 1) return 'claimed';
    const record = await this.events.findById(eventId).lean<StripeEventRecord>();
    return record?.state === 'done' ? 'done' : 'in-progress';
  }

  async done(eventId: string) {
    await this.events.updateOne({ _id: eventId }, { $set: { state: 'done' } });
  }

  /** Handling failed: Stripe's next delivery handles it afresh. */
  async release(eventId: string) {
    await this.events.deleteOne({ _id: eventId, state: 'claimed' });
  }
}

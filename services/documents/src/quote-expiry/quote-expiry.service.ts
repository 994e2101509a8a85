import { Injectable } from '@nestjs/common';
import type { QuoteExpiryDue } from '@paydraft/contracts';
import { InjectModel, moneyWrite } from '@paydraft/nest-kit';
import { isValidObjectId, type Model } from 'mongoose';
import { ActivityService } from '../activity/activity.service';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { DueLeases } from '../scheduler/due-leases';
import { SchedulerClock } from '../scheduler/scheduler-clock';
import { OwnerTimeZones } from '../preferences/owner-time-zones';
import { isExpiredAt } from './quote-expiry-rules';
import { expiryLeaseKey } from './quote-expiry.source';

/**
 * Expires a quote whose 'Valid until' passed: one write conditional on the quote as read (still sent
 * or seen, undecided, the same date), so a repeated action, a decision or an edit landing meanwhile
 * leaves it as it is; then the 'expired' entry of its timeline, at the scheduler's time.
 */
@Injectable()
export class QuoteExpiryService {
  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly activity: ActivityService,
    private readonly clock: SchedulerClock,
    private readonly zones: OwnerTimeZones,
    private readonly leases: DueLeases,
  ) {}

  async expire(event: QuoteExpiryDue): Promise<void> {
    if (!event.ownerId || !isValidObjectId(event.quoteId)) return;
    const { ownerId, quoteId } = event;
    const now = await this.clock.now();
    const quote = await this.documents
      .findOne({ _id: quoteId, ownerId, type: 'quote' })
      .lean<StoredDocument>();
    if (quote && isExpiredAt(quote, await this.zones.of(ownerId), now)) {
      const expired = await this.documents
        .findOneAndUpdate(
          {
            _id: quoteId,
            ownerId,
            type: 'quote',
            status: quote.status,
            decision: '',
            dueOrExpiryDate: quote.dueOrExpiryDate,
          },
          { $set: { status: 'expired' } },
          // Expired, the quote takes no decision: a failover must not let the client accept it after all.
          { ...moneyWrite(), returnDocument: 'after' },
        )
        .lean<StoredDocument>();
      if (expired) await this.activity.record('expired', expired, { at: now });
    }
    await this.leases.release(expiryLeaseKey(quoteId));
  }
}

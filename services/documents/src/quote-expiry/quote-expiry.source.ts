import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DocumentsEvents } from '@paydraft/contracts';
import { InjectModel } from '@paydraft/nest-kit';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Model, Types } from 'mongoose';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import type { DueAction, DueWorkSource } from '../scheduler/due-work';
import { DueWorkRegistry } from '../scheduler/due-work.registry';
import { DueLeases } from '../scheduler/due-leases';
import { OwnerTimeZones } from '../preferences/owner-time-zones';
import { EXPIRING_QUOTE_STATUSES, expiryInstant, FURTHEST_AHEAD_ZONE } from './quote-expiry-rules';

type Candidate = Pick<StoredDocument, 'ownerId' | 'dueOrExpiryDate' | 'updatedAt'> & { _id: Types.ObjectId };

/** What a lease on a quote's expiry is named by. */
export const expiryLeaseKey = (quoteId: string) => `expire:${quoteId}`;

/**
 * Quotes whose 'Valid until' passed in their owner's time zone (docs/scheduling.md): one action per
 * quote, `expire:<quoteId>:<version>`, where the version is the quote's last change, so that a quote
 * sent again after it expired can expire again. Decided and already expired quotes are never claimed.
 */
@Injectable()
export class QuoteExpirySource implements DueWorkSource, OnModuleInit {
  readonly name = 'quote-expiry';

  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly zones: OwnerTimeZones,
    private readonly leases: DueLeases,
    private readonly registry: DueWorkRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueAction[]> {
    // No owner's today is later than this zone's: every quote past its date anywhere is among these.
    const latestToday = format(now, 'yyyy-MM-dd', { in: tz(FURTHEST_AHEAD_ZONE) });
    const claimed: DueAction[] = [];
    let after: Candidate | undefined;
    while (claimed.length < limit) {
      const page = await this.candidates(latestToday, limit, after);
      if (page.length === 0) break;
      after = page[page.length - 1];
      const zones = await this.zones.ofMany(page.map((quote) => quote.ownerId));
      for (const quote of page) {
        if (claimed.length >= limit) break;
        const expiry = expiryInstant(quote.dueOrExpiryDate ?? '', zones.get(quote.ownerId) ?? 'UTC');
        if (!expiry || expiry > now) continue;
        if (!(await this.leases.take(expiryLeaseKey(quote._id.toString()), now, leaseUntil))) continue;
        claimed.push(this.actionFor(quote, expiry));
      }
    }
    return claimed;
  }

  /** Sent or seen, undecided quotes dated before `latestToday`, by date then id, after `after`. */
  private candidates(latestToday: string, limit: number, after?: Candidate) {
    const range = { $gt: '', $lt: latestToday };
    const next: Record<string, unknown> = after
      ? {
          $or: [
            { dueOrExpiryDate: { ...range, $gt: after.dueOrExpiryDate } },
            { dueOrExpiryDate: after.dueOrExpiryDate, _id: { $gt: after._id } },
          ],
        }
      : { dueOrExpiryDate: range };
    return this.documents
      .find(
        { type: 'quote', status: { $in: EXPIRING_QUOTE_STATUSES }, decision: '', ...next },
        { ownerId: 1, dueOrExpiryDate: 1, updatedAt: 1 },
      )
      .sort({ dueOrExpiryDate: 1, _id: 1 })
      .limit(limit)
      .lean<Candidate[]>();
  }

  private actionFor(quote: Candidate, expiry: Date): DueAction {
    const quoteId = quote._id.toString();
    const id = `expire:${quoteId}:${quote.updatedAt.getTime()}`;
    const payload = { ownerId: quote.ownerId, quoteId, expiryDate: quote.dueOrExpiryDate ?? '' };
    // Published by name, so the NATS access check (infra/test/nats-access-code.spec.ts) sees it.
    return {
      id,
      dueAt: expiry,
      publish: (events) => events.publish(DocumentsEvents.quoteExpiryDue, payload, id),
    };
  }
}

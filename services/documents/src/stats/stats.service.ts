import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import {
  COMPLETED_INVOICE_STATUSES,
  COMPLETED_QUOTE_STATUSES,
  PENDING_QUOTE_STATUSES,
} from '../documents/statuses';

type StatusCount = { _id: { type: string; status: string }; n: number };

/** The overview's three counts, by the definitions in statuses.ts (and the README). */
@Injectable()
export class StatsService {
  constructor(@InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>) {}

  /** One grouped count per type and status: the local store reads every document a count touches, so one pass. */
  async of(ownerId: string) {
    const groups = await this.documents.aggregate<StatusCount>([
      { $match: { ownerId } },
      { $group: { _id: { type: '$type', status: '$status' }, n: { $sum: 1 } } },
    ]);
    const count = (type: string, statuses: string[]) =>
      groups
        .filter((group) => group._id.type === type && statuses.includes(group._id.status))
        .reduce((sum, group) => sum + group.n, 0);
    return {
      pendingQuotes: count('quote', PENDING_QUOTE_STATUSES),
      completedQuotes: count('quote', COMPLETED_QUOTE_STATUSES),
      completedInvoices: count('invoice', COMPLETED_INVOICE_STATUSES),
    };
  }
}

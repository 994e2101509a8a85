import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import {
  COMPLETED_INVOICE_STATUSES,
  COMPLETED_QUOTE_STATUSES,
  PENDING_QUOTE_STATUSES,
} from '../documents/statuses';

/** The overview's three counts, by the definitions in statuses.ts (and the README). */
@Injectable()
export class StatsService {
  constructor(@InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>) {}

  async of(ownerId: string) {
    const count = (type: string, statuses: string[]) =>
      this.documents.countDocuments({ ownerId, type, status: { $in: statuses } });
    const [pendingQuotes, completedQuotes, completedInvoices] = await Promise.all([
      count('quote', PENDING_QUOTE_STATUSES),
      count('quote', COMPLETED_QUOTE_STATUSES),
      count('invoice', COMPLETED_INVOICE_STATUSES),
    ]);
    return { pendingQuotes, completedQuotes, completedInvoices };
  }
}

import { Injectable } from '@nestjs/common';
import { DocumentsService } from '../documents/documents.service';
import {
  COMPLETED_INVOICE_STATUSES,
  COMPLETED_QUOTE_STATUSES,
  PENDING_QUOTE_STATUSES,
} from '../documents/statuses';

/**
 * The overview's three counts, by the definitions in statuses.ts (and the README), from the counts per
 * type and status that the documents' history keeps in memory (no pass over the documents).
 */
@Injectable()
export class StatsService {
  constructor(private readonly documents: DocumentsService) {}

  async of(ownerId: string) {
    const counts = await this.documents.statusCounts(ownerId);
    return {
      pendingQuotes: counts.count('quote', PENDING_QUOTE_STATUSES),
      completedQuotes: counts.count('quote', COMPLETED_QUOTE_STATUSES),
      completedInvoices: counts.count('invoice', COMPLETED_INVOICE_STATUSES),
    };
  }
}

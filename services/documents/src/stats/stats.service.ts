import { Injectable } from '@nestjs/common';
import { DocumentsService } from '../documents/documents.service';
import {
  COMPLETED_INVOICE_STATUSES,
  COMPLETED_QUOTE_STATUSES,
  PENDING_QUOTE_STATUSES,
} from '../documents/statuses';
import { todayUtc } from '../payments/payment-rules';
import { moneyTotals } from './money-totals';

/**
 * The overview's three counts, by the definitions in statuses.ts (and docs/services/documents.md#stats),
 * from the counts per type and status that the documents' history keeps in memory (no pass over the
 * documents).
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

  /**
   * The owner's money per currency (money-totals.ts), as of today, from the history's copy of the
   * owner's invoices (one pass, no store query, then kept until a document or the day changes); with a
   * client id, that client's invoices only.
   */
  totals(ownerId: string, clientId: string) {
    const today = todayUtc();
    return this.documents.invoiceFigure(ownerId, clientId, `totals:${today}`, (invoices) =>
      moneyTotals(invoices, today),
    );
  }
}

import { Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import { DocumentsService } from '../documents/documents.service';
import {
  COMPLETED_INVOICE_STATUSES,
  COMPLETED_QUOTE_STATUSES,
  PENDING_QUOTE_STATUSES,
} from '../documents/statuses';
import { moneyTotals, OUTSTANDING_INVOICE_STATUSES } from './money-totals';

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

  /** Outstanding and overdue invoice money per currency (money-totals.ts), as of today. */
  async totals(ownerId: string) {
    const invoices = await this.documents.invoiceAmounts(ownerId, OUTSTANDING_INVOICE_STATUSES);
    return moneyTotals(invoices, dayjs().format('YYYY-MM-DD'));
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel, moneyWrite } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { ActivityService } from '../activity/activity.service';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { storedBalance, unpaidStatusOf } from './invoice-money';
import type { DueSweep } from '../scheduler/due-work';
import { DueWorkRegistry } from '../scheduler/due-work.registry';
import { todayUtc } from './payment-rules';

/** Issued invoices that turn overdue when their due date passes with a balance. */
export const SWEPT_STATUSES = ['sent', 'viewed', 'partially_paid'];

/** Whether an invoice read by the sweep is overdue on `today` (YYYY-MM-DD): a balance, due before today. */
export function turnsOverdue(invoice: StoredDocument, today: string): boolean {
  const due = invoice.dueOrExpiryDate ?? '';
  if (!SWEPT_STATUSES.includes(invoice.status) || due === '' || due >= today) return false;
  return !/^0(\.0*)?$/.test(storedBalance(invoice).balanceDue);
}

/**
 * Marks invoices overdue when their due date passed with a balance (docs/payments.md): part of every
 * scheduler run (docs/scheduling.md), on the scheduler's clock. Each invoice is one write conditional on
 * the status read, so instances sweeping together, or a payment landing meanwhile, change it once or not
 * at all; the status the invoice had is kept as the one a paid-back balance returns to.
 */
@Injectable()
export class OverdueSweepService implements DueSweep, OnModuleInit {
  readonly name = 'overdue';

  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly activity: ActivityService,
    private readonly registry: DueWorkRegistry,
  ) {}

  onModuleInit() {
    this.registry.registerSweep(this);
  }

  /** Marks what turned overdue by `now`'s day (UTC); answers how many invoices it marked. */
  async sweep(now: Date): Promise<number> {
    const today = todayUtc(now);
    const candidates = await this.documents
      .find({ type: 'invoice', status: { $in: SWEPT_STATUSES }, dueOrExpiryDate: { $gt: '', $lt: today } })
      .lean<StoredDocument[]>();
    let marked = 0;
    for (const invoice of candidates.filter((candidate) => turnsOverdue(candidate, today))) {
      const overdue = await this.documents
        .findOneAndUpdate(
          { _id: invoice._id, ownerId: invoice.ownerId, type: 'invoice', status: invoice.status },
          { $set: { status: 'overdue', unpaidStatus: unpaidStatusOf(invoice) } },
          // An issued invoice's status is money (docs/operations/mongodb.md).
          { ...moneyWrite(), returnDocument: 'after' },
        )
        .lean<StoredDocument>();
      if (!overdue) continue;
      await this.activity.record('marked_overdue', overdue, { at: now });
      marked++;
    }
    return marked;
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_LOGGER, InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { ActivityService } from '../activity/activity.service';
import { DOCUMENTS_CONFIG, type DocumentsEnv } from '../config/documents.config';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { storedBalance, unpaidStatusOf } from './invoice-money';
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
 * Marks invoices overdue when their due date passed with a balance (README 'Payments'): each instance at
 * start and then every OVERDUE_SWEEP_INTERVAL_MS. Each invoice is one write conditional on the status
 * read, so instances sweeping together, or a payment landing meanwhile, change it once or not at all;
 * the status the invoice had is kept as the one a paid-back balance returns to.
 */
@Injectable()
export class OverdueSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsEnv,
    private readonly activity: ActivityService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    void this.sweepLogged();
    this.timer = setInterval(() => void this.sweepLogged(), this.config.OVERDUE_SWEEP_INTERVAL_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** Marks what turned overdue by `today`; answers how many invoices it marked. */
  async sweep(today = todayUtc()): Promise<number> {
    const candidates = await this.documents
      .find({ type: 'invoice', status: { $in: SWEPT_STATUSES }, dueOrExpiryDate: { $gt: '', $lt: today } })
      .lean<StoredDocument[]>();
    let marked = 0;
    for (const invoice of candidates.filter((candidate) => turnsOverdue(candidate, today))) {
      const overdue = await this.documents
        .findOneAndUpdate(
          { _id: invoice._id, ownerId: invoice.ownerId, type: 'invoice', status: invoice.status },
          { $set: { status: 'overdue', unpaidStatus: unpaidStatusOf(invoice) } },
          { returnDocument: 'after' },
        )
        .lean<StoredDocument>();
      if (!overdue) continue;
      await this.activity.record('status_changed', overdue);
      marked++;
    }
    return marked;
  }

  private async sweepLogged() {
    try {
      const marked = await this.sweep();
      if (marked > 0) this.logger.info({ marked }, 'marked invoices overdue');
    } catch (error) {
      this.logger.warn({ err: error }, 'the overdue sweep failed; it runs again at the next interval');
    }
  }
}

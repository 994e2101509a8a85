import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, moneyWrite, ServiceException } from '@paydraft/nest-kit';
import { isValidObjectId, type Model } from 'mongoose';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { moneyAfterPayments } from './invoice-money';
import type { PaymentEntry } from './payment-rules';

/** A write retried over other writes of the same invoice (a save, a view, another payment) before it gives up. */
const MAX_WRITE_ATTEMPTS = 5;

/** A condition on the stored invoice, in the store's dotted paths ('payments.checkoutSessionId'). */
type StoreFilter = Record<string, unknown>;

/** What a change makes of the invoice as read: its payments afterwards, or nothing to write (a replay). */
export type PaymentsChange =
  { kind: 'write'; payments: PaymentEntry[]; guard?: StoreFilter } | { kind: 'unchanged' };

/** Which invoice: by id, or (a card refund) by what its payments hold; always within one owner's. */
export type InvoiceSelector = { ownerId: string } & ({ id: string } | { match: StoreFilter });

export const invoiceNotFound = () =>
  new ServiceException(ServiceErrorReasons.DOCUMENT_NOT_FOUND, 'Document not found');

/**
 * An invoice's payments are embedded in it, so a change is one conditional write: the whole list with
 * the paid amount, balance and status it makes, on condition that the invoice is as it was read (its
 * `updatedAt`) and that the change's guard holds (a card session not yet recorded). Another write that
 * landed meanwhile makes it read and decide again; nothing is ever written twice or over another write.
 * The write waits for a majority of the replica set, so an answered payment survives a failover; the
 * read needs no majority read concern, as the conditional write refuses whatever a rollback undid
 * (docs/operations/mongodb.md).
 */
@Injectable()
export class PaymentLedger {
  constructor(@InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>) {}

  async change(
    selector: InvoiceSelector,
    decide: (invoice: StoredDocument) => PaymentsChange | Promise<PaymentsChange>,
    today: string,
  ): Promise<{ invoice: StoredDocument; written: boolean }> {
    for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt++) {
      const invoice = await this.read(selector);
      const change = await decide(invoice);
      if (change.kind === 'unchanged') return { invoice, written: false };
      const money = moneyAfterPayments(
        invoice,
        change.payments.map((payment) => payment.amount),
        today,
      );
      const written = await this.documents
        .findOneAndUpdate(
          {
            _id: invoice._id,
            ownerId: invoice.ownerId,
            type: 'invoice',
            updatedAt: invoice.updatedAt,
            ...change.guard,
          },
          { $set: { payments: change.payments, ...money } },
          { ...moneyWrite(), returnDocument: 'after' },
        )
        .lean<StoredDocument>();
      if (written) return { invoice: written, written: true };
    }
    throw new ServiceException(
      ServiceErrorReasons.CONFLICT,
      'The invoice changed meanwhile. Please try again.',
    );
  }

  private async read(selector: InvoiceSelector): Promise<StoredDocument> {
    if ('id' in selector && !isValidObjectId(selector.id)) throw invoiceNotFound();
    const filter = 'id' in selector ? { _id: selector.id } : selector.match;
    const invoice = await this.documents
      .findOne({ ...filter, ownerId: selector.ownerId, type: 'invoice' })
      .lean<StoredDocument>();
    if (!invoice) throw invoiceNotFound();
    return invoice;
  }
}

import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import { DocumentFieldsSchema } from '@paydraft/contracts';
import { lateFeeAmount, type LateFee } from '@paydraft/invoice-core';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { carriedOver, itemsOf } from '../documents/document-view';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { DocumentsService } from '../documents/documents.service';
import { ownReminders } from './invoice-reminders';
import { amountDue } from './next-reminder';

/** The line a late fee adds, as the invoice and its PDF show it. */
export const LATE_FEE_DESCRIPTION = 'Late fee';

/** The invoice's save fields with one more line: everything else as stored. */
function fieldsWithLine(invoice: StoredDocument, amount: string) {
  const own = ownReminders(invoice);
  return create(DocumentFieldsSchema, {
    ...carriedOver(invoice),
    documentNumber: invoice.number,
    status: invoice.status,
    issueDate: invoice.issueDate ?? '',
    dueOrExpiryDate: invoice.dueOrExpiryDate ?? '',
    paymentTerms: invoice.paymentTerms ?? '',
    notes: invoice.notes ?? '',
    items: [
      ...itemsOf(invoice),
      {
        description: LATE_FEE_DESCRIPTION,
        qty: '1',
        price: amount,
        cols: {},
        taxIds: [],
        discountPercentage: '0',
        unit: '',
      },
    ],
    reminders: own ? { rules: own } : undefined,
  });
}

/**
 * The late fee of an invoice's first reminder after its due date (off unless the owner set one): a
 * visible line, saved through the documents' own save so totals, balance and activity follow. Added
 * once ever: the invoice is marked first by a conditional write, so a second handler (or a redelivery)
 * finds it marked and adds nothing; a failed save unmarks it, and only a crash between the mark and the
 * save costs the fee, never a double one.
 */
@Injectable()
export class LateFees {
  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly owned: DocumentsService,
  ) {}

  /** The invoice after the fee (and the fee), or the invoice as it was when no fee applies. */
  async add(invoice: StoredDocument, fee: LateFee): Promise<{ invoice: StoredDocument; fee: string }> {
    const amount = lateFeeAmount(fee, amountDue(invoice), invoice.currency);
    if (amount === null || invoice.lateFeeAdded || invoice.status === 'paid') return { invoice, fee: '' };
    const marked = await this.documents.updateOne(
      { _id: invoice._id, ownerId: invoice.ownerId, lateFeeAdded: { $ne: true }, status: { $ne: 'paid' } },
      { $set: { lateFeeAdded: true } },
      { timestamps: false },
    );
    if (marked.modifiedCount !== 1) return { invoice, fee: '' };
    const id = invoice._id.toString();
    const current = await this.owned.find(invoice.ownerId, 'invoice', id);
    try {
      const updated = await this.owned.update(
        invoice.ownerId,
        'invoice',
        id,
        fieldsWithLine(current, amount),
      );
      return { invoice: updated, fee: amount };
    } catch (error) {
      // The save failed (a conflict, a store error): unmarked, so the handler's retry adds it.
      await this.documents.updateOne(
        { _id: invoice._id, ownerId: invoice.ownerId },
        { $set: { lateFeeAdded: false } },
        { timestamps: false },
      );
      throw error;
    }
  }
}

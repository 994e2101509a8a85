import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import {
  type DocumentFields,
  DocumentFieldsSchema,
  PartySchema,
  PaymentDetailsSchema,
  ServiceErrorReasons,
} from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import dayjs from 'dayjs';
import { PreferencesService } from '../preferences/preferences.service';
import { carriedOver, moneyModelOf } from './document-view';
import type { StoredDocument } from './document.schema';
import { DocumentsService } from './documents.service';

/** A quote becomes an invoice in one step: the invoice is saved, the quote completed and linked to it. */
@Injectable()
export class ConvertQuoteService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly preferences: PreferencesService,
  ) {}

  async convert(ownerId: string, quoteId: string, invoiceFields: DocumentFields | undefined) {
    const quote = await this.documents.find(ownerId, 'quote', quoteId);
    if (quote.convertedInvoiceId) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
        'This quote is already converted',
      );
    }
    const fields = invoiceFields
      ? withQuoteSnapshots(invoiceFields, quote)
      : await this.prefilled(ownerId, quote);
    // The invoice starts as a draft whatever the form says of the quote's status.
    const invoice = await this.documents.create(
      ownerId,
      'invoice',
      { ...fields, status: fields.status || 'draft' },
      {
        convertedFrom: quoteId,
      },
    );
    const completed = await this.documents.markConverted(ownerId, quoteId, invoice._id.toString());
    if (!completed) {
      // A concurrent conversion linked the quote first: this invoice would be a second copy.
      await this.documents.remove(ownerId, 'invoice', invoice._id.toString());
      throw new ServiceException(
        ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
        'This quote is already converted',
      );
    }
    return { invoice, quote: completed };
  }

  /**
   * The spec's conversion rules: number left to auto-numbering, issued today, due after the invoice
   * validity days, currency and tax from the quote else the preferences, terms and notes empty.
   */
  private async prefilled(ownerId: string, quote: StoredDocument): Promise<DocumentFields> {
    const defaults = await this.preferences.forNumbering(ownerId, 'invoice');
    const today = dayjs();
    return create(DocumentFieldsSchema, {
      ...carriedOver(quote),
      status: 'draft',
      issueDate: today.format('YYYY-MM-DD'),
      // 0 days is a choice (due on issue), not a missing value.
      dueOrExpiryDate: today.add(defaults.validityDays, 'day').format('YYYY-MM-DD'),
      currency: quote.currency || defaults.currency,
      taxRate: quote.taxRate || defaults.taxRate,
    });
  }
}

/**
 * The invoice form as sent, with the quote's seller and payment where it has none, and its buyer when
 * it names the quote's client: the invoice carries the parties the client accepted.
 */
function withQuoteSnapshots(fields: DocumentFields, quote: StoredDocument): DocumentFields {
  const kept = moneyModelOf(quote);
  const sameClient = fields.clientId === (quote.clientId ?? '');
  const buyer = sameClient ? kept.buyer : undefined;
  return {
    ...fields,
    seller: fields.seller ?? (kept.seller && create(PartySchema, kept.seller)),
    buyer: fields.buyer ?? (buyer && create(PartySchema, buyer)),
    payment: fields.payment ?? (kept.payment && create(PaymentDetailsSchema, kept.payment)),
    // The quote's language unless the form names one (or another client, whose language then applies).
    language: fields.language || (sameClient ? (quote.language ?? '') : ''),
  };
}

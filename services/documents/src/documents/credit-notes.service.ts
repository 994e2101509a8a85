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
import { carriedOver, moneyModelOf } from './document-view';
import type { StoredDocument } from './document.schema';
import { DocumentsService, missingInvoiceId } from './documents.service';

const invoiceNotFound = () =>
  new ServiceException(ServiceErrorReasons.DOCUMENT_NOT_FOUND, 'Invoice to credit not found');

/**
 * A credit note corrects one of the owner's invoices: it keeps that invoice's id, number and issue
 * date, is in its currency, and starts as a copy of it (items, parties, taxes, payment) that the owner
 * edits down to what is credited. Its amounts stay positive: the type says it is a credit.
 */
@Injectable()
export class CreditNotesService {
  constructor(private readonly documents: DocumentsService) {}

  /** `requestKey`: as DocumentsService.create's, a credit note sent again with it is made once. */
  async create(ownerId: string, invoiceId: string, fields: DocumentFields | undefined, requestKey = '') {
    if (!invoiceId.trim()) throw missingInvoiceId();
    const invoice = await this.documents.find(ownerId, 'invoice', invoiceId).catch((error: unknown) => {
      throw isNotFound(error) ? invoiceNotFound() : error;
    });
    const saved = fields ? withInvoiceSnapshots(fields, invoice) : copyOf(invoice);
    if (saved.currency.trim().toUpperCase() !== invoice.currency) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
        `A credit note is in the currency of its invoice (${invoice.currency})`,
      );
    }
    return this.documents.create(ownerId, 'credit_note', saved, {
      precedingInvoice: {
        id: invoice._id.toString(),
        number: invoice.number,
        issueDate: invoice.issueDate ?? '',
      },
      requestKey: requestKey || undefined,
    });
  }
}

const isNotFound = (error: unknown) =>
  error instanceof ServiceException && error.reason === ServiceErrorReasons.DOCUMENT_NOT_FOUND.code;

/** The invoice as a new draft credit note issued today: nothing falls due on it, so no due date. */
function copyOf(invoice: StoredDocument): DocumentFields {
  return create(DocumentFieldsSchema, {
    ...carriedOver(invoice),
    status: 'draft',
    issueDate: dayjs().format('YYYY-MM-DD'),
    paymentTerms: invoice.paymentTerms,
  });
}

/** The form as sent, with the invoice's seller, buyer, payment and language where it has none of its own. */
function withInvoiceSnapshots(fields: DocumentFields, invoice: StoredDocument): DocumentFields {
  const kept = moneyModelOf(invoice);
  return {
    ...fields,
    seller: fields.seller ?? (kept.seller && create(PartySchema, kept.seller)),
    buyer: fields.buyer ?? (kept.buyer && create(PartySchema, kept.buyer)),
    payment: fields.payment ?? (kept.payment && create(PaymentDetailsSchema, kept.payment)),
    language: fields.language || (invoice.language ?? ''),
  };
}

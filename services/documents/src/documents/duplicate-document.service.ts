import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import { DocumentFieldsSchema } from '@paydraft/contracts';
import dayjs from 'dayjs';
import { PreferencesService } from '../preferences/preferences.service';
import { carriedOver } from './document-view';
import { DocumentsService } from './documents.service';
import type { DocumentTypeName } from './statuses';

/**
 * 'Duplicate' in a document's actions: the same content as a new draft of the same type, with the
 * next number and today's dates (due or expiry after the type's own validity days).
 */
@Injectable()
export class DuplicateDocumentService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly preferences: PreferencesService,
  ) {}

  async duplicate(ownerId: string, type: string, id: string) {
    const original = await this.documents.find(ownerId, type, id);
    const kind = original.type as DocumentTypeName;
    const { validityDays } = await this.preferences.forNumbering(ownerId, kind);
    const today = dayjs();
    const fields = create(DocumentFieldsSchema, {
      ...carriedOver(original),
      status: 'draft',
      issueDate: today.format('YYYY-MM-DD'),
      dueOrExpiryDate: validityDays ? today.add(validityDays, 'day').format('YYYY-MM-DD') : '',
      paymentTerms: original.paymentTerms,
      notes: original.notes,
    });
    // A credit note's copy credits the same invoice.
    return this.documents.create(ownerId, kind, fields, {
      precedingInvoice: original.precedingInvoice
        ? {
            id: original.precedingInvoice.id ?? '',
            number: original.precedingInvoice.number ?? '',
            issueDate: original.precedingInvoice.issueDate ?? '',
          }
        : undefined,
    });
  }
}

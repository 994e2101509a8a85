import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';

/** The kinds of saved document, as the paths name them. */
export const DOCUMENT_TYPES = ['invoice', 'quote', 'credit_note'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/** The `{type}` of /api/documents/{type}/...: invoice, quote or credit_note; anything else names no document (404). */
export class DocumentTypePipe implements PipeTransform<string, DocumentType> {
  transform(value: string): DocumentType {
    if (isDocumentType(value)) return value;
    throw new NotFoundException({
      message: 'Document not found',
      code: ServiceErrorReasons.DOCUMENT_NOT_FOUND.code,
    });
  }
}

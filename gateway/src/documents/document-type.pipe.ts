import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';

/** The `{type}` of /api/documents/{type}/...: invoice or quote; anything else names no document (404). */
export class DocumentTypePipe implements PipeTransform<string, 'invoice' | 'quote'> {
  transform(value: string): 'invoice' | 'quote' {
    if (value === 'invoice' || value === 'quote') return value;
    throw new NotFoundException({
      message: 'Document not found',
      code: ServiceErrorReasons.DOCUMENT_NOT_FOUND.code,
    });
  }
}

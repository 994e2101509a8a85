import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MulterError } from 'multer';
import { tooLargeMessage } from '../common/too-large-message';
import { MAX_DOCUMENT_BYTES } from './document-size';
import { LOGO_REJECTED_MESSAGE } from './normalise-logo';

export const DOCUMENT_TOO_LARGE_MESSAGE = tooLargeMessage('The document', MAX_DOCUMENT_BYTES);
export const FORM_SHAPE_MESSAGE = 'The form may hold only a `document` field and one `logo` file';

/** Why multer could not read the builder's form, as the 4xx the caller should get. */
export function multipartException(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        // The builder's 'File upload Failed' dialog, as for any logo it cannot use.
        return new BadRequestException(LOGO_REJECTED_MESSAGE);
      case 'LIMIT_FIELD_VALUE':
        return new PayloadTooLargeException(DOCUMENT_TOO_LARGE_MESSAGE);
      default:
        return new BadRequestException(FORM_SHAPE_MESSAGE);
    }
  }
  // busboy's own errors, from parsing the body: a form cut short, a malformed part header.
  const reason = error instanceof Error ? error.message : String(error);
  return new BadRequestException(`The form could not be read: ${reason}`);
}

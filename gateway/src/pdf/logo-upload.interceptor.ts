import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { LOGO_MAX_BYTES } from '@paydraft/invoice-core';
import type { Observable } from 'rxjs';
import { LOGO_REJECTED_MESSAGE } from './normalise-logo';

/** Room for the largest document the schema accepts (500 items with long descriptions) as JSON text. */
const MAX_DOCUMENT_FIELD_BYTES = 4 * 1024 * 1024;

const LogoFileInterceptor = FileInterceptor('logo', {
  limits: { fileSize: LOGO_MAX_BYTES, files: 1, fieldSize: MAX_DOCUMENT_FIELD_BYTES },
});

/**
 * Reads a multipart form's optional `logo` file into memory (other bodies pass untouched). A logo over
 * the limit is the builder's 'File upload Failed' 400 rather than multer's bare 413.
 */
@Injectable()
export class LogoUploadInterceptor implements NestInterceptor {
  private readonly files = new LogoFileInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.files.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new BadRequestException(LOGO_REJECTED_MESSAGE);
      throw error;
    }
  }
}

/** What the route reads of the uploaded file. */
export type UploadedLogo = { buffer: Buffer };

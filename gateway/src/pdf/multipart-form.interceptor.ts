import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { LOGO_MAX_BYTES } from '@paydraft/invoice-core';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { MAX_DOCUMENT_BYTES } from './document-size';
import { multipartException } from './multipart-exception';

// One text field and one file: what a single form can make the gateway hold stays bounded.
const readForm = multer({
  storage: multer.memoryStorage(),
  limits: { fields: 1, fieldSize: MAX_DOCUMENT_BYTES, files: 1, fileSize: LOGO_MAX_BYTES },
}).single('logo');

/**
 * Reads a multipart form's `document` field and optional `logo` file into memory (other bodies pass
 * untouched). multer runs here directly rather than through Nest's FileInterceptor, which turns
 * multer's error codes into text and so loses which limit a form went over: a document over its
 * limit must be a 413 and a logo over its limit the builder's 'File upload Failed'.
 */
@Injectable()
export class MultipartFormInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      readForm(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(multipartException(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}

/** What the route reads of the uploaded file. */
export type UploadedLogo = { buffer: Buffer };

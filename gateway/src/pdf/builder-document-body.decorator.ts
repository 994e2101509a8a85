import {
  BadRequestException,
  createParamDecorator,
  UnsupportedMediaTypeException,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';

export const DOCUMENT_NOT_JSON_MESSAGE = 'document must be JSON';
export const UNSUPPORTED_TYPE_MESSAGE = 'Send the document as application/json or multipart/form-data';

const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];

/**
 * The builder document of POST /api/pdf, still unvalidated: the JSON body itself, or, in a
 * multipart form (which can also carry the logo), the JSON text of its `document` field.
 */
export const BuilderDocumentBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext): unknown => {
    const request = context.switchToHttp().getRequest<Request>();
    // false: a body of another type, which no parser read. null (no body at all) goes on to the
    // schema, whose messages then say what a document needs.
    if (request.is(ACCEPTED_TYPES) === false)
      throw new UnsupportedMediaTypeException(UNSUPPORTED_TYPE_MESSAGE);
    if (!request.is('multipart/form-data')) return request.body;
    return parseDocumentField((request.body as Record<string, unknown> | undefined)?.document);
  },
);

export function parseDocumentField(field: unknown): unknown {
  if (typeof field !== 'string') throw new BadRequestException(DOCUMENT_NOT_JSON_MESSAGE);
  try {
    return JSON.parse(field);
  } catch {
    throw new BadRequestException(DOCUMENT_NOT_JSON_MESSAGE);
  }
}

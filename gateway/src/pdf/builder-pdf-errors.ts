import { DOCUMENT_TOO_LARGE_MESSAGE } from './multipart-exception';

/** The answers a builder body (POST /api/pdf and its preview) can be refused with, for the reference. */
export const BUILDER_BODY_ERRORS = {
  400: 'The document or the logo is not valid, or the body is not valid JSON',
  413: DOCUMENT_TOO_LARGE_MESSAGE,
  415: 'The body is neither JSON nor a multipart form',
  401: 'The bearer token is not valid (auth.invalid_token)',
  503: 'The PDF service is not available',
};

import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses what the gateway writes on the fly (API JSON, error pages) when the browser accepts it.
 * A PDF is left alone: its streams are deflated already, so a second pass costs CPU for nothing.
 * Files the build compressed ahead arrive with their Content-Encoding set, which compression skips.
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (request, response) =>
      !String(response.getHeader('Content-Type') ?? '').startsWith('application/pdf') &&
      compression.filter(request, response),
  });
}

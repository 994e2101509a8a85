import { requestIdFrom } from '@paydraft/nest-kit';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

export const REQUEST_ID_RESPONSE_HEADER = 'X-Request-Id';

const requestIds = new WeakMap<Request, string>();

/** The id given to a request by assignRequestId; the error filter quotes it in 5xx answers. */
export function requestIdOf(request: Request): string | undefined {
  return requestIds.get(request);
}

/**
 * First of all middleware: gives the request its id (the client's `X-Request-Id` when sane, else a new
 * one), echoes it in the response's `X-Request-Id`, and logs one line per API call when it is answered.
 * The id is kept on the request, not only in the async context, because Express runs error handlers
 * and 'finish' listeners outside the context a middleware opened.
 */
export function assignRequestId(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const requestId = requestIdFrom(request.get(REQUEST_ID_RESPONSE_HEADER));
    requestIds.set(request, requestId);
    response.setHeader(REQUEST_ID_RESPONSE_HEADER, requestId);
    const path = request.originalUrl.split('?')[0];
    if (path.startsWith('/api/')) {
      const started = performance.now();
      response.once('finish', () =>
        logger.info(
          {
            requestId,
            method: request.method,
            path,
            status: response.statusCode,
            ms: Math.round(performance.now() - started),
          },
          'request handled',
        ),
      );
    }
    next();
  };
}

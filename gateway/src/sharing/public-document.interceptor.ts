import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { currentRequestContext } from '@paydraft/nest-kit';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { clientNetwork } from '../auth/abuse/client-network';
import { SharedLimits } from '../limits/shared-limits';
import { refuseIfWaiting } from '../limits/too-many-requests';

export const SHARED_DOCUMENT_RATE_MESSAGE = 'Too many requests from your network. Please try again later.';

/**
 * The public calls' counter per client network (IPv6 by /64), shared by every gateway instance: a
 * shared link's page takes a few calls, guessing tokens takes millions.
 */
@Injectable()
export class SharedDocumentLimits {
  constructor(private readonly limits: SharedLimits) {}

  /** Counts the request; throws the 429 (with Retry-After) when its network is over the limit. */
  async take(request: Request): Promise<void> {
    refuseIfWaiting(await this.limits.take('shared-document', clientNetwork(request.ip)), {
      message: SHARED_DOCUMENT_RATE_MESSAGE,
      code: ServiceErrorReasons.RATE_LIMITED.code,
    });
  }
}

/** Marks a public answer: counted per network, and kept out of search engines, found or not. */
async function answerPublicly(context: ExecutionContext, limits: SharedDocumentLimits): Promise<void> {
  const http = context.switchToHttp();
  http.getResponse<Response>().setHeader('X-Robots-Tag', 'noindex');
  await limits.take(http.getRequest<Request>());
}

/**
 * On a path the owner and the public share (a document, its PDF): a request without an Authorization
 * header (so without a caller; a bad header is a 401 before this) is the public's, the share token its
 * credential, and is counted. The owner's requests (with the header) look the document up by its id
 * among the caller's own, so they reveal nothing of share tokens and pass uncounted.
 */
@Injectable()
export class PublicDocumentInterceptor implements NestInterceptor {
  constructor(private readonly limits: SharedDocumentLimits) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (!currentRequestContext()?.caller) await answerPublicly(context, this.limits);
    return next.handle();
  }
}

/**
 * On a route only the public view calls (viewed, accept, reject by share token): every request is
 * counted, whoever sends it. A bearer token changes nothing there, so it must not lift the limit, or
 * any account's token would make guessing share tokens free.
 */
@Injectable()
export class PublicRouteInterceptor implements NestInterceptor {
  constructor(private readonly limits: SharedDocumentLimits) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await answerPublicly(context, this.limits);
    return next.handle();
  }
}

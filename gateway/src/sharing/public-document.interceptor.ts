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

/**
 * On a route a shared link's page calls: a request without an Authorization header (so without a
 * caller; a bad header is a 401 before this) is the public's, the share token its credential. It is
 * counted per network, and its answer, found or not, is kept out of search engines. The owner's
 * requests (with the header) pass untouched.
 */
@Injectable()
export class PublicDocumentInterceptor implements NestInterceptor {
  constructor(private readonly limits: SharedDocumentLimits) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!currentRequestContext()?.caller) {
      http.getResponse<Response>().setHeader('X-Robots-Tag', 'noindex');
      await this.limits.take(request);
    }
    return next.handle();
  }
}

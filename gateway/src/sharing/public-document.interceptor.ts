import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { currentRequestContext } from '@paydraft/nest-kit';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { AttemptCounter } from '../auth/abuse/attempt-counter';
import { clientNetwork } from '../auth/abuse/client-network';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';

export const SHARED_DOCUMENT_RATE_MESSAGE = 'Too many requests from your network. Please try again later.';

/**
 * The public calls' counter per client network (IPv6 by /64), one per gateway instance like the other
 * limits: a shared link's page takes a few calls, guessing tokens takes millions.
 */
@Injectable()
export class SharedDocumentLimits {
  private readonly perNetwork: AttemptCounter;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayEnv) {
    this.perNetwork = new AttemptCounter(
      config.SHARED_DOCUMENT_RATE_LIMIT,
      config.SHARED_DOCUMENT_RATE_WINDOW_SECONDS * 1000,
    );
  }

  /** Counts the request; throws the 429 (with Retry-After) when its network is over the limit. */
  take(request: Request): void {
    const retryAfterSeconds = this.perNetwork.take(clientNetwork(request.ip));
    if (retryAfterSeconds <= 0) return;
    throw new HttpException(
      {
        message: SHARED_DOCUMENT_RATE_MESSAGE,
        code: ServiceErrorReasons.RATE_LIMITED.code,
        retryAfterSeconds,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
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

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!currentRequestContext()?.caller) {
      http.getResponse<Response>().setHeader('X-Robots-Tag', 'noindex');
      this.limits.take(request);
    }
    return next.handle();
  }
}

import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import type { Request } from 'express';
import { GATEWAY_CONFIG, type GatewayEnv } from '../../config/gateway.config';
import { AttemptCounter } from './attempt-counter';
import { clientNetwork } from './client-network';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** The public auth routes that are counted per client network. */
export type LimitedRoute = 'login' | 'signup' | 'forgot-password' | 'check-username' | 'check-email';

/**
 * The gateway's abuse limits on the public auth routes: each route per client network, and mails
 * per address (so no one can flood a mailbox). Failed sign-ins per account are counted by the
 * auth service, which alone knows that an address and a username are one account. A refusal is a 429
 * with Retry-After in seconds.
 */
@Injectable()
export class AuthLimits {
  private readonly perNetwork: AttemptCounter;
  private readonly mailsPerAddress: AttemptCounter;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayEnv) {
    const windowMs = config.AUTH_RATE_WINDOW_SECONDS * 1000;
    this.perNetwork = new AttemptCounter(config.AUTH_NETWORK_RATE_LIMIT, windowMs);
    this.mailsPerAddress = new AttemptCounter(config.AUTH_ADDRESS_MAIL_LIMIT, windowMs);
  }

  /** Counts the request against its client network; throws the 429 when over the limit. */
  network(route: LimitedRoute, request: Request): void {
    refuseIfWaiting(this.perNetwork.take(`${route}|${clientNetwork(request.ip)}`));
  }

  /**
   * Counts a mail the request would send (a reset link, an email-change confirmation) to the address,
   * known or not, so the answer never tells which is which and no mailbox can be flooded.
   */
  mailTo(email: string): void {
    refuseIfWaiting(this.mailsPerAddress.take(email.trim().toLowerCase()));
  }
}

function refuseIfWaiting(retryAfterSeconds: number) {
  if (retryAfterSeconds <= 0) return;
  throw new HttpException(
    {
      message: TOO_MANY_ATTEMPTS_MESSAGE,
      code: ServiceErrorReasons.TOO_MANY_ATTEMPTS.code,
      retryAfterSeconds,
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

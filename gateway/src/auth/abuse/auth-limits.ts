import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import type { Request } from 'express';
import { SharedLimits } from '../../limits/shared-limits';
import { refuseIfWaiting } from '../../limits/too-many-requests';
import { clientNetwork } from './client-network';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** The public auth routes that are counted per client network. */
export type LimitedRoute = 'login' | 'signup' | 'forgot-password' | 'check-username' | 'check-email';

const TOO_MANY_ATTEMPTS = {
  message: TOO_MANY_ATTEMPTS_MESSAGE,
  code: ServiceErrorReasons.TOO_MANY_ATTEMPTS.code,
};

/**
 * The gateway's abuse limits on the public auth routes: each route per client network, and mails
 * per address (so no one can flood a mailbox), counted across every gateway instance. Failed sign-ins
 * per account are counted by the auth service, which alone knows that an address and a username are
 * one account. A refusal is a 429 with Retry-After in seconds; with the shared counters out, a 503
 * (see limit-rules.ts).
 */
@Injectable()
export class AuthLimits {
  constructor(private readonly limits: SharedLimits) {}

  /** Counts the request against its client network; throws the 429 when over the limit. */
  async network(route: LimitedRoute, request: Request): Promise<void> {
    refuseIfWaiting(
      await this.limits.take('auth-network', `${route}|${clientNetwork(request.ip)}`),
      TOO_MANY_ATTEMPTS,
    );
  }

  /**
   * Counts a mail the request would send (a reset link, an email-change confirmation) to the address,
   * known or not, so the answer never tells which is which and no mailbox can be flooded.
   */
  async mailTo(email: string): Promise<void> {
    refuseIfWaiting(await this.limits.take('auth-mail', email.trim().toLowerCase()), TOO_MANY_ATTEMPTS);
  }
}

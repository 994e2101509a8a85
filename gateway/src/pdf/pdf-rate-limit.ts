import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import type { Request } from 'express';
import { clientNetwork } from '../auth/abuse/client-network';
import { SharedLimits } from '../limits/shared-limits';
import { refuseIfWaiting } from '../limits/too-many-requests';

/** Shown by the builder in its limit dialog. */
export const PDF_RATE_LIMIT_MESSAGE = 'Too many PDFs from your network right now. Please try again later.';

/**
 * PDFs per client network (`req.ip`, see TRUST_PROXY; IPv6 by /64) per window, counted across every
 * gateway instance. Called by the route once the document and the logo are valid, not as a guard:
 * guards run before pipes, so a guard would charge a refused body to the caller's quota.
 */
@Injectable()
export class PdfRateLimit {
  constructor(private readonly limits: SharedLimits) {}

  /** Counts the request; throws the 429 (with Retry-After) when its network has used up its PDFs. */
  async take(request: Request): Promise<void> {
    refuseIfWaiting(await this.limits.take('pdf', clientNetwork(request.ip)), {
      message: PDF_RATE_LIMIT_MESSAGE,
      code: ServiceErrorReasons.RATE_LIMITED.code,
    });
  }
}

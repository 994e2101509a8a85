import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import type { Request } from 'express';
import { clientNetwork } from '../../auth/abuse/client-network';
import { SharedLimits } from '../../limits/shared-limits';
import { refuseIfWaiting } from '../../limits/too-many-requests';

/** Shown in the builder's preview pane, which tries again after Retry-After. */
export const PDF_PREVIEW_RATE_LIMIT_MESSAGE =
  'Too many previews from your network right now. The preview comes back in a moment.';

/**
 * Previews per client network (`req.ip`, IPv6 by /64) per window, counted across every gateway under
 * their own key ('pdf-preview'), never against the free PDFs' limit. Every caller counts, a paying one
 * too: the limit guards pdf-render from a page left typing, not a plan's allowance.
 */
@Injectable()
export class PdfPreviewRateLimit {
  constructor(private readonly limits: SharedLimits) {}

  /** Counts the preview; throws the 429 (with Retry-After) when its network has used up its previews. */
  async take(request: Request): Promise<void> {
    refuseIfWaiting(await this.limits.take('pdf-preview', clientNetwork(request.ip)), {
      message: PDF_PREVIEW_RATE_LIMIT_MESSAGE,
      code: ServiceErrorReasons.RATE_LIMITED.code,
    });
  }
}

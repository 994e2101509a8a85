import { seconds, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { GatewayEnv } from '../config/gateway.config';

/** Shown by the builder in its limit dialog. */
export const PDF_RATE_LIMIT_MESSAGE = 'Too many PDFs from your network right now. Please try again later.';

/**
 * Anonymous PDFs per client IP (`req.ip`, see TRUST_PROXY; IPv6 by /64 network) per window. Counted
 * in this gateway's memory: each gateway instance counts on its own. The throttler is left unnamed
 * so a refusal carries the standard `Retry-After` header, not `Retry-After-<name>`.
 */
export function pdfRateLimit(config: GatewayEnv): ThrottlerModuleOptions {
  return {
    throttlers: [{ limit: config.PDF_RATE_LIMIT, ttl: seconds(config.PDF_RATE_WINDOW_SECONDS) }],
    errorMessage: PDF_RATE_LIMIT_MESSAGE,
  };
}

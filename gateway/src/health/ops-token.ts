import { createHash, timingSafeEqual } from 'node:crypto';

/** The header operators send OPS_TOKEN in (not Authorization, which carries users' sessions). */
export const OPS_TOKEN_HEADER = 'x-ops-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True when `sent` is the configured ops token, compared in constant time (over digests, so the
 * lengths match too); false whenever none is configured.
 */
export function isOpsToken(configured: string | undefined, sent: string): boolean {
  return configured !== undefined && timingSafeEqual(digest(configured), digest(sent));
}

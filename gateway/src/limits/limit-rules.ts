import type { GatewayEnv } from '../config/gateway.config';

/** The gateway's rate limits, each counted across every gateway of one RATE_LIMIT_SCOPE. */
export type LimitName = 'pdf' | 'pdf-preview' | 'shared-document' | 'auth-network' | 'auth-mail';

/**
 * `whenStoreFails`: what a request gets while the shared counters cannot be read or written. `open`
 * lets it through uncounted, `closed` answers 503.
 */
export type LimitRule = { limit: number; windowMs: number; whenStoreFails: 'open' | 'closed' };

export function limitRules(config: GatewayEnv): Record<LimitName, LimitRule> {
  return {
    // Open: refusing every PDF while the store is out would stop the product's main free feature;
    // pdf-render's own capacity still bounds what an abuser gets.
    pdf: {
      limit: config.PDF_RATE_LIMIT,
      windowMs: config.PDF_RATE_WINDOW_SECONDS * 1000,
      whenStoreFails: 'open',
    },
    // Open, as the PDFs: a preview is the builder's, and pdf-render's capacity still bounds an abuser.
    'pdf-preview': {
      limit: config.PDF_PREVIEW_RATE_LIMIT,
      windowMs: config.PDF_PREVIEW_RATE_WINDOW_SECONDS * 1000,
      whenStoreFails: 'open',
    },
    // Open: share tokens are 192 random bits, so guessing fails without the limit too; closing would
    // break every client's view of the documents sent to them.
    'shared-document': {
      limit: config.SHARED_DOCUMENT_RATE_LIMIT,
      windowMs: config.SHARED_DOCUMENT_RATE_WINDOW_SECONDS * 1000,
      whenStoreFails: 'open',
    },
    // Closed: this slows password guessing across accounts, sign-up floods and address probing; a
    // moment of 503 on sign-in is the smaller harm (these routes need NATS for the auth service anyway).
    'auth-network': {
      limit: config.AUTH_NETWORK_RATE_LIMIT,
      windowMs: config.AUTH_RATE_WINDOW_SECONDS * 1000,
      whenStoreFails: 'closed',
    },
    // Closed: the only thing between a stranger and someone's mailbox.
    'auth-mail': {
      limit: config.AUTH_ADDRESS_MAIL_LIMIT,
      windowMs: config.AUTH_RATE_WINDOW_SECONDS * 1000,
      whenStoreFails: 'closed',
    },
  };
}

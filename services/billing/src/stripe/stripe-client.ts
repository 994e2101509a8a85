import Stripe from 'stripe';
import type { BillingEnv } from '../config/billing.config';

/** The SDK, or undefined when no key is configured (payments off). */
export const STRIPE = Symbol('STRIPE');

/** Few retries: a caller is waiting on each request, and the SDK's idempotency keys make them safe. */
const MAX_NETWORK_RETRIES = 1;
const TIMEOUT_MS = 10_000;

/** The official SDK, pointed at STRIPE_API_URL (simulator, stripe-mock) when it is set. */
export function createStripe(config: BillingEnv): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    ...(target && {
      host: target.hostname,
      port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

import type { EventSettings } from './events-env';

/**
 * How long JetStream waits before offering a failed event again, after its
 * `deliveries`-th delivery failed: the base, doubled per further delivery, capped.
 * Computed here and sent with the nak rather than set as the consumer's `backoff`,
 * because the server would then also shorten ack_wait to the first step, and a
 * handler slower than that step would see its event delivered twice at once.
 */
export function redeliveryDelayMs(
  deliveries: number,
  settings: Pick<EventSettings, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  const exponent = Math.max(0, deliveries - 1);
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(exponent, 30));
}

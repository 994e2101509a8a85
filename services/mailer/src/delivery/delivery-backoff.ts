/**
 * Wait before the next attempt after `attempt` failed ones: base, 2×base, 4×base … up to max.
 * No jitter: one worker paces one row, so there is no herd to spread.
 */
export function deliveryBackoffMs(attempt: number, retry: { baseMs: number; maxMs: number }): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.min(exponent, 30));
}

/** How long to wait before the next attempt of a call that may be repeated. */
export type RetryBackoff = { delayMs(failedAttempts: number): number };

export type ExponentialBackoffOptions = {
  /** The wait after the first failure, before jitter. */
  baseMs: number;
  /** The wait never grows beyond this. */
  maxMs: number;
  /** A number in [0, 1); Math.random unless a test fixes it. */
  random?: () => number;
};

/**
 * Exponential backoff with "equal jitter": after n failures, wait between half and all of
 * min(maxMs, baseMs * 2^(n-1)). The jitter spreads the retries of many callers that failed together
 * (a slow or restarting service) instead of sending them all back at the same instant; the half kept
 * fixed leaves a restarting service time to come up, which full jitter (anything from 0) would not.
 */
export function exponentialBackoff({
  baseMs,
  maxMs,
  random = Math.random,
}: ExponentialBackoffOptions): RetryBackoff {
  return {
    delayMs(failedAttempts) {
      const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
      return Math.round(ceiling / 2 + (random() * ceiling) / 2);
    },
  };
}

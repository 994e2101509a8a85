/**
 * One key's count in its current window. The window starts at the key's first counted request and
 * lasts the limit's window, as the in-memory counters before it did.
 */
export type CountWindow = { count: number; endsAt: number };

/**
 * A batch of requests counted at once: the first `admitted` of them go through and `next` is the window
 * to store (none when none go through); the others wait `retryAfterSeconds`.
 */
export type BatchDecision = { admitted: number; next?: CountWindow; retryAfterSeconds: number };

/** Counts `requests` requests, in order, against the stored window (none, or an ended one, starts anew). */
export function countBatch(
  current: CountWindow | undefined,
  rule: { limit: number; windowMs: number },
  now: number,
  requests: number,
): BatchDecision {
  const window = current && current.endsAt > now ? current : { count: 0, endsAt: now + rule.windowMs };
  const admitted = Math.min(requests, Math.max(0, rule.limit - window.count));
  return {
    admitted,
    next: admitted > 0 ? { count: window.count + admitted, endsAt: window.endsAt } : undefined,
    retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000),
  };
}

/** The stored form: small JSON, readable with `nats kv get` when looking into a refusal. */
export function encodeWindow(window: CountWindow): string {
  return JSON.stringify(window);
}

/** A value that is not a window (written by something else) counts as no window: it is overwritten. */
export function decodeWindow(text: string): CountWindow | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { count, endsAt } = value as Record<string, unknown>;
    return typeof count === 'number' && typeof endsAt === 'number' ? { count, endsAt } : undefined;
  } catch {
    return undefined;
  }
}

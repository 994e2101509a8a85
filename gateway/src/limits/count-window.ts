/**
 * One key's count in its current window. The window starts at the key's first counted request and
 * lasts the limit's window, as the in-memory counters before it did.
 */
export type CountWindow = { count: number; endsAt: number };

/** Over the limit: how long to wait, and nothing is written. Under it: the window to store. */
export type CountDecision = { retryAfterSeconds: number } | { next: CountWindow };

/** Counts one request against the stored window (none, or one that has ended, starts a new one). */
export function countOne(
  current: CountWindow | undefined,
  rule: { limit: number; windowMs: number },
  now: number,
): CountDecision {
  if (!current || current.endsAt <= now) return { next: { count: 1, endsAt: now + rule.windowMs } };
  if (current.count >= rule.limit) return { retryAfterSeconds: Math.ceil((current.endsAt - now) / 1000) };
  return { next: { count: current.count + 1, endsAt: current.endsAt } };
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

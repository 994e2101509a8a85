/** How many attempts a key has made in its current window, and when that window ends. */
type Window = { count: number; endsAt: number };

/**
 * Fixed-window counters in this gateway's memory (each instance counts on its own, like the PDF
 * limit): enough to make guessing passwords or harvesting addresses slow, without a shared store.
 * Windows past their end are dropped as they are met and swept when the map grows.
 */
export class AttemptCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. Does not count. */
  retryAfter(key: string): number {
    const window = this.current(key);
    return window && window.count >= this.limit ? Math.ceil((window.endsAt - this.now()) / 1000) : 0;
  }

  /** Counts one attempt. */
  add(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: this.now() + this.windowMs });
    if (this.windows.size > 100_000) this.sweep();
  }

  /** Counts one attempt and says, as retryAfter does, whether it was over the limit. */
  take(key: string): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.add(key);
    return wait;
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep() {
    for (const [key, window] of this.windows) if (window.endsAt <= this.now()) this.windows.delete(key);
  }
}

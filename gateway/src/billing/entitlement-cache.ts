type Entry<Value> = { value: Value; expiresAt: number };

/**
 * Entitlements (plan, and when a lapsed one ended) per user for a short while, so a signed-in request costs no billing round trip. `drop` (on
 * billing.entitlement.changed) also bumps the user's generation: an answer read from billing before
 * the drop is not stored after it, so a late reader cannot put the old plan back.
 */
export class EntitlementCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string): Value | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(userId);
    return undefined;
  }

  /** The generation to hand back to `set`, taken before asking billing. */
  generation(userId: string): number {
    return this.generations.get(userId) ?? 0;
  }

  set(userId: string, value: Value, generation: number) {
    if (this.ttlMs === 0 || generation !== this.generation(userId)) return;
    this.entries.set(userId, { value, expiresAt: this.now() + this.ttlMs });
  }

  drop(userId: string) {
    this.entries.delete(userId);
    this.generations.set(userId, this.generation(userId) + 1);
  }
}

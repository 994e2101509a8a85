import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMIT_BUCKET } from '@paydraft/contracts';
import { NATS_CONNECTION } from '@paydraft/nest-kit';
import { setTimeout as delay } from 'node:timers/promises';
import { nanos, StorageType, type KV, type NatsConnection } from 'nats';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';
import { countBatch, decodeWindow, encodeWindow } from './count-window';
import { limitRules } from './limit-rules';

/** JetStream's "wrong last sequence": another gateway wrote the key since it was read. */
const REVISION_CONFLICT = 10071;

/**
 * Compare-and-set rounds of one count. A key that makes a count lose this many rounds is being hammered
 * by one network or address: its request is refused for a second, like one over the limit, rather than
 * let through uncounted (which would turn contention into a way around the open limits).
 */
const MAX_ATTEMPTS = 16;
const CONTENDED_RETRY_AFTER_SECONDS = 1;
/** Longest random wait before a round: counts that collided do not collide again in step. */
const MAX_BACKOFF_MS = 16;

/** A request waiting for its count: 0 when it goes through, else the seconds to wait. */
type Waiter = { resolve: (retryAfterSeconds: number) => void; reject: (failure: unknown) => void };

/** One key's counts on this gateway: whether a count is being written, and the requests queued behind it. */
type KeyQueue = { writing: boolean; queued: Waiter[] };

/**
 * Rate-limit counters shared by every gateway, in the JetStream key-value bucket RATE_LIMIT_BUCKET,
 * declared with the gateway's NATS access (proto/src/access.ts), which grants it. Chosen over a counter
 * service or a database because the gateway has a NATS connection and no database: no new process to
 * run, scale and watch, and one count is two round trips to NATS (a direct get, a compare-and-set put).
 * A count writes the key's next window only if the key still has the revision it read (`kv.create`
 * for a new key, `kv.update` with the revision), so gateways counting at once never lose a request:
 * the one that loses reads again. The window's end is stored with its count, so every gateway agrees
 * on it whatever its clock. Within one gateway a key has one write at a time, and the requests that
 * arrive meanwhile are counted together by the next (one round for all of them): only gateways compete
 * for a key, and one busy network costs two round trips per batch, not per request.
 * Memory storage: counters are worthless after a NATS restart but must be fast. The bucket's TTL is the
 * longest window, so a key is gone one window after its last write.
 */
@Injectable()
export class CounterStore {
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly replicas: number;
  private bucket?: Promise<KV>;
  private readonly queues = new Map<string, KeyQueue>();

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayEnv,
  ) {
    this.timeoutMs = config.RATE_LIMIT_STORE_TIMEOUT_MS;
    this.replicas = config.JETSTREAM_REPLICAS;
    this.ttlMs = Math.max(...Object.values(limitRules(config)).map((rule) => rule.windowMs));
  }

  /**
   * Counts one request under `key`: the seconds to wait when it is over the limit or too contended (not
   * counted), else 0.
   */
  take(key: string, rule: { limit: number; windowMs: number }): Promise<number> {
    return new Promise((resolve, reject) => {
      let queue = this.queues.get(key);
      if (!queue) {
        queue = { writing: false, queued: [] };
        this.queues.set(key, queue);
      }
      queue.queued.push({ resolve, reject });
      if (!queue.writing) void this.drain(key, queue, rule);
    });
  }

  /** Writes the key's queued requests batch by batch until none are left. */
  private async drain(
    key: string,
    queue: KeyQueue,
    rule: { limit: number; windowMs: number },
  ): Promise<void> {
    queue.writing = true;
    let failedBefore: { failure: unknown } | undefined;
    while (queue.queued.length > 0) {
      const batch = queue.queued.splice(0);
      // Those queued behind a failed write fail at once, not each after its own time-out.
      if (failedBefore) {
        for (const waiter of batch) waiter.reject(failedBefore.failure);
        failedBefore = undefined;
        continue;
      }
      try {
        const { admitted, retryAfterSeconds } = await this.count(key, rule, batch.length);
        batch.forEach((waiter, index) => waiter.resolve(index < admitted ? 0 : retryAfterSeconds));
      } catch (failure) {
        for (const waiter of batch) waiter.reject(failure);
        failedBefore = { failure };
      }
    }
    this.queues.delete(key);
  }

  /** Counts `requests` at once: how many go through, and the wait of the others. */
  private async count(
    key: string,
    rule: { limit: number; windowMs: number },
    requests: number,
  ): Promise<{ admitted: number; retryAfterSeconds: number }> {
    try {
      const kv = await this.open();
      for (let attempt = 1; ; attempt += 1) {
        const entry = await kv.get(key);
        const current = entry?.operation === 'PUT' ? decodeWindow(entry.string()) : undefined;
        const decision = countBatch(current, rule, Date.now(), requests);
        if (!decision.next) return decision;
        try {
          const value = encodeWindow(decision.next);
          if (entry) await kv.update(key, value, entry.revision);
          else await kv.create(key, value);
          return decision;
        } catch (error) {
          if (!isRevisionConflict(error)) throw error;
        }
        if (attempt === MAX_ATTEMPTS)
          return { admitted: 0, retryAfterSeconds: CONTENDED_RETRY_AFTER_SECONDS };
        await delay(Math.random() * Math.min(MAX_BACKOFF_MS, 2 ** attempt));
      }
    } catch (error) {
      // The bucket may be gone with a restarted NATS (memory storage): the next count opens it afresh.
      this.bucket = undefined;
      throw error;
    }
  }

  /** Opened on the first count, not at boot, so a gateway starts (and fails open) without the store. */
  private open(): Promise<KV> {
    this.bucket ??= this.openBucket();
    return this.bucket;
  }

  private async openBucket(): Promise<KV> {
    const options = { timeout: this.timeoutMs };
    const kv = await this.connection.jetstream(options).views.kv(RATE_LIMIT_BUCKET, {
      history: 1,
      ttl: this.ttlMs,
      storage: StorageType.Memory,
      replicas: this.replicas,
    });
    // An existing bucket keeps the TTL and replicas it was made with; a longer window configured since
    // needs more, and JETSTREAM_REPLICAS changed since moves it to that many nodes.
    const status = await kv.status();
    const config = status.streamInfo.config;
    const longerTtl = status.ttl > 0 && status.ttl < this.ttlMs;
    if (longerTtl || config.num_replicas !== this.replicas) {
      const manager = await this.connection.jetstreamManager(options);
      await manager.streams.update(config.name, {
        ...(longerTtl ? { max_age: nanos(this.ttlMs) } : {}),
        num_replicas: this.replicas,
      });
    }
    return kv;
  }
}

function isRevisionConflict(error: unknown): boolean {
  const apiError = (error as { api_error?: { err_code?: unknown } } | null)?.api_error;
  return apiError?.err_code === REVISION_CONFLICT;
}

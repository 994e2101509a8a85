import type { Model } from 'mongoose';
import type { StoredDocument } from '../document.schema';
import { historyLogOf, KEPT_CHANGES, WHOLE_OWNER, type HistoryLog } from './history-log';
import { OwnerHistory } from './owner-history';

/** Documents held in memory across owners (a few KB each); the least recently read owners go first. */
const MAX_CACHED_DOCUMENTS = 50_000;
/** A change the cache never heard of (its log write failed) shows within this long: the owner is read again. */
const MAX_AGE_MS = 10 * 60_000;
/** How long a numbered change may stay unwritten before its writer is taken for dead and the owner read again. */
const GAP_PATIENCE_MS = 10_000;
/** More changes than this since the last read: reading the owner again is cheaper than one by one. */
const MAX_CATCH_UP = 200;

type Cached = {
  history: OwnerHistory;
  /** The last change applied. */
  rev: number;
  /** Changes numbered but not written when asked for, with when they were first missed. */
  gaps: Map<number, number>;
  loadedAt: number;
  /** Catch-ups run one at a time, so an older read of a document never lands after a newer one. */
  queue: Promise<unknown>;
};

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * Each owner's documents, held by this instance in memory so the history and the counts never make the
 * store read the owner's documents (the local store reads every one for a sort or a count). The cache
 * follows the owner's change log (history-log.ts): every request reads the log's head, one record by
 * `_id`, and re-reads by `_id` only the documents changed since, whichever instance wrote them.
 */
export class DocumentHistory {
  private readonly owners = new Map<string, Cached>();
  private readonly loading = new Map<string, Promise<Cached>>();
  private readonly log: HistoryLog;

  constructor(private readonly documents: Model<StoredDocument>) {
    this.log = historyLogOf(documents.db);
  }

  /** The owner's documents as of at least every change logged before this call. */
  async of(ownerId: string): Promise<OwnerHistory> {
    const head = await this.log.head(ownerId);
    const cached = this.owners.get(ownerId) ?? (await this.load(ownerId));
    this.touch(ownerId, cached);
    const caughtUp = await this.serialized(cached, () => this.catchUp(ownerId, cached, head));
    if (!caughtUp) return (await this.load(ownerId)).history;
    if (Date.now() - cached.loadedAt > MAX_AGE_MS) this.refreshInBackground(ownerId);
    return cached.history;
  }

  /** Applies the changes up to `head`; false when the owner must be read again instead. */
  private async catchUp(ownerId: string, cached: Cached, head: number): Promise<boolean> {
    const revs = [...cached.gaps.keys(), ...range(cached.rev + 1, head)];
    if (revs.length === 0) return true;
    if (revs.length > MAX_CATCH_UP) return false;
    const documentIds = await this.log.read(ownerId, revs);
    const now = Date.now();
    const changed = new Set<string>();
    const gaps = new Map<number, number>();
    for (const [i, rev] of revs.entries()) {
      const documentId = documentIds[i];
      if (documentId === WHOLE_OWNER) return false;
      if (documentId !== undefined) changed.add(documentId);
      else if (rev <= head - KEPT_CHANGES) return false;
      else gaps.set(rev, cached.gaps.get(rev) ?? now);
    }
    if ([...gaps.values()].some((since) => now - since > GAP_PATIENCE_MS)) return false;
    await Promise.all([...changed].map((id) => this.reread(ownerId, cached.history, id)));
    cached.gaps = gaps;
    cached.rev = Math.max(cached.rev, head);
    return true;
  }

  private async reread(ownerId: string, history: OwnerHistory, id: string): Promise<void> {
    const document = await this.documents.findById(id).lean<StoredDocument>();
    if (document && document.ownerId === ownerId) history.put(document);
    else history.drop(id);
  }

  /** Reads the owner's documents; one read at a time per owner, shared by the requests that wait for it. */
  private load(ownerId: string): Promise<Cached> {
    let loading = this.loading.get(ownerId);
    if (!loading) {
      loading = this.read(ownerId).finally(() => this.loading.delete(ownerId));
      this.loading.set(ownerId, loading);
    }
    return loading;
  }

  /**
   * The head is read before the documents: every change numbered up to it was written to the documents
   * first, so the read holds it; later ones are caught up.
   */
  private async read(ownerId: string): Promise<Cached> {
    const rev = await this.log.head(ownerId);
    const documents = await this.documents.find({ ownerId }).lean<StoredDocument[]>();
    const cached: Cached = {
      history: new OwnerHistory(documents),
      rev,
      gaps: new Map(),
      loadedAt: Date.now(),
      queue: Promise.resolve(),
    };
    this.owners.delete(ownerId);
    this.owners.set(ownerId, cached);
    this.evictBeyondLimit(ownerId);
    return cached;
  }

  /** Serves the current cache meanwhile; a failed read leaves it, and the next request past the age tries again. */
  private refreshInBackground(ownerId: string): void {
    if (!this.loading.has(ownerId)) this.load(ownerId).catch(() => undefined);
  }

  private serialized<T>(cached: Cached, work: () => Promise<T>): Promise<T> {
    const run = cached.queue.then(work);
    cached.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Moves the owner to the end of the map's order (the first owners are the least recently read), unless
   * a newer read of the owner took its place meanwhile.
   */
  private touch(ownerId: string, cached: Cached): void {
    const current = this.owners.get(ownerId);
    if (current && current !== cached) return;
    this.owners.delete(ownerId);
    this.owners.set(ownerId, cached);
  }

  private evictBeyondLimit(keep: string): void {
    let total = 0;
    for (const cached of this.owners.values()) total += cached.history.size;
    for (const [ownerId, cached] of this.owners) {
      if (total <= MAX_CACHED_DOCUMENTS) return;
      if (ownerId === keep) continue;
      this.owners.delete(ownerId);
      total -= cached.history.size;
    }
  }
}

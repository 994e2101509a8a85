import type { DocumentMatch } from '../document-filter';
import type { StoredDocument } from '../document.schema';
import type { DocumentTypeName } from '../statuses';
import { sortedBy, type HistoryOrder } from './history-order';

export type HistoryPage = { skip: number; size: number };

export type HistoryAnswer = {
  documents: StoredDocument[];
  total: number;
  invoiceCount: number;
  quoteCount: number;
  creditNoteCount: number;
};

/** The history's order: newest update first, then the larger id (as the store sorted `{updatedAt: -1, _id: -1}`). */
function comesBefore(a: StoredDocument, b: StoredDocument): boolean {
  const byTime = a.updatedAt.getTime() - b.updatedAt.getTime();
  return byTime !== 0 ? byTime > 0 : a._id.toString() > b._id.toString();
}

const statusKey = (type: string, status: string) => `${type}:${status}`;

/**
 * One owner's documents in memory, kept in the history's order, with counts per type and status kept
 * as documents come and go: the first page and the tabs' counts take no pass over the documents.
 * The documents are the store's lean objects and are never changed here.
 */
export class OwnerHistory {
  private readonly byId = new Map<string, StoredDocument>();
  private readonly newestFirst: StoredDocument[] = [];
  private readonly byStatus = new Map<string, number>();
  /** What was computed from the documents as they are (another order, money totals), forgotten at the next change. */
  private readonly derived = new Map<string, unknown>();

  constructor(documents: StoredDocument[]) {
    for (const document of documents) this.put(document);
  }

  get size(): number {
    return this.newestFirst.length;
  }

  /** Adds the document, or replaces the one with its id. */
  put(document: StoredDocument): void {
    const id = document._id.toString();
    this.drop(id);
    this.byId.set(id, document);
    this.newestFirst.splice(this.positionOf(document), 0, document);
    this.tally(document, 1);
    this.derived.clear();
  }

  drop(id: string): void {
    const document = this.byId.get(id);
    if (!document) return;
    this.byId.delete(id);
    this.newestFirst.splice(this.positionOf(document), 1);
    this.tally(document, -1);
    this.derived.clear();
  }

  /** Documents of this type in any of these statuses. */
  count(type: DocumentTypeName, statuses: readonly string[]): number {
    return statuses.reduce((sum, status) => sum + (this.byStatus.get(statusKey(type, status)) ?? 0), 0);
  }

  /**
   * The history's answer: one page (or all) of the matching documents of the type, in the order asked
   * (newest update first without one), and counts per type that ignore the type.
   */
  list(
    match: DocumentMatch | undefined,
    type: DocumentTypeName | undefined,
    page?: HistoryPage,
    order?: HistoryOrder,
  ): HistoryAnswer {
    const ordered = order ? this.inOrder(order) : this.newestFirst;
    const matching = match ? ordered.filter(match) : ordered;
    const countOf = (kind: DocumentTypeName) => (match ? countType(matching, kind) : this.typeCount(kind));
    const counts = {
      invoiceCount: countOf('invoice'),
      quoteCount: countOf('quote'),
      creditNoteCount: countOf('credit_note'),
    };
    const ofType = type ? matching.filter((document) => document.type === type) : matching;
    const documents = page ? ofType.slice(page.skip, page.skip + page.size) : [...ofType];
    const total = type ? ofType.length : matching.length;
    return { documents, total, ...counts };
  }

  /**
   * A value computed from the documents, computed once under `key` and kept until they change: what
   * many requests ask between two changes (an order, the overview's totals) costs one pass.
   */
  derive<T>(key: string, compute: () => T): T {
    if (!this.derived.has(key)) this.derived.set(key, compute());
    return this.derived.get(key) as T;
  }

  private inOrder(order: HistoryOrder): StoredDocument[] {
    return this.derive(`order:${order.sort}:${order.descending}`, () => sortedBy(order, this.newestFirst));
  }

  /** Where the document sits (or would sit) in the order: a binary search, ids being unique. */
  private positionOf(document: StoredDocument): number {
    let low = 0;
    let high = this.newestFirst.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comesBefore(this.newestFirst[middle], document)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private typeCount(type: string): number {
    let sum = 0;
    for (const [key, n] of this.byStatus) if (key.startsWith(`${type}:`)) sum += n;
    return sum;
  }

  private tally(document: StoredDocument, by: 1 | -1): void {
    const key = statusKey(document.type, document.status);
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + by);
  }
}

const countType = (documents: StoredDocument[], type: string) =>
  documents.reduce((sum, document) => sum + (document.type === type ? 1 : 0), 0);

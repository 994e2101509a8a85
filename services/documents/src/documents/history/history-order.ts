import Decimal from 'decimal.js';
import type { StoredDocument } from '../document.schema';
import { balanceOf } from '../invoice-money';

/** The history's orders besides the default (newest update first): ListDocumentsRequest.sort. */
export const HISTORY_SORTS = ['total', 'balance', 'due_date', 'issue_date', 'number'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export type HistoryOrder = { sort: HistorySort; descending: boolean };

export const isHistorySort = (value: string): value is HistorySort =>
  (HISTORY_SORTS as readonly string[]).includes(value);

/** A document's place in one order; undefined when it has none (a quote's balance, no due date). */
type SortKey = Decimal | string | undefined;

const numbers = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const KEY_OF: Record<HistorySort, (document: StoredDocument) => SortKey> = {
  // Decimals compare exactly (decimal.js): two totals a float would take for equal stay in order.
  total: (document) => new Decimal(document.totalAmount || 0),
  balance: (document) => (document.type === 'invoice' ? new Decimal(balanceOf(document)) : undefined),
  due_date: (document) => document.dueOrExpiryDate || undefined,
  issue_date: (document) => document.issueDate || undefined,
  number: (document) => document.number || undefined,
};

function compareKeys(sort: HistorySort, a: Exclude<SortKey, undefined>, b: Exclude<SortKey, undefined>) {
  if (a instanceof Decimal && b instanceof Decimal) return a.comparedTo(b);
  // INV-9 before INV-10, as a person reads numbers.
  if (sort === 'number') return numbers.compare(String(a), String(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts documents that are in the default order (newest update first) by `order`. The sort is stable,
 * so ties keep the newest update first; documents without the key come last either way. Keys are
 * computed once per document and sort, not once per comparison.
 */
export function sortedBy(order: HistoryOrder, newestFirst: readonly StoredDocument[]): StoredDocument[] {
  const keyOf = KEY_OF[order.sort];
  const keyed = newestFirst.map((document) => ({ document, key: keyOf(document) }));
  const direction = order.descending ? -1 : 1;
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined)
      return (a.key === undefined ? 1 : 0) - (b.key === undefined ? 1 : 0);
    return direction * compareKeys(order.sort, a.key, b.key);
  });
  return keyed.map(({ document }) => document);
}

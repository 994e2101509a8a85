import { isSafeColumnId } from './custom-columns';

type Record_ = Record<string, unknown>;

const isObject = (value: unknown): value is Record_ =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A stored document's columns and items (as JSON values) with every column id that isSafeColumnId
 * refuses renamed to a free 'col-N', and the items' values moved to the new id, so that a document
 * saved before ids were checked opens and saves again with nothing lost. Values under an unsafe key
 * that names no column are left out: no column shows them. Anything not shaped as columns and items
 * is returned as it came, for the schema to judge.
 */
export function withSafeColumnIds(columns: unknown, items: unknown): { columns: unknown; items: unknown } {
  if (!Array.isArray(columns)) return { columns, items };
  const renamed = new Map<string, string>();
  const taken = new Set(columns.map((column) => (isObject(column) ? column.id : undefined)));
  let next = 1;
  const freeId = () => {
    while (taken.has(`col-${next}`)) next++;
    taken.add(`col-${next}`);
    return `col-${next}`;
  };
  const safeColumns = columns.map((column) => {
    if (!isObject(column) || typeof column.id !== 'string' || isSafeColumnId(column.id)) return column;
    const id = renamed.get(column.id) ?? freeId();
    renamed.set(column.id, id);
    return { ...column, id };
  });
  if (renamed.size === 0 || !Array.isArray(items)) return { columns: safeColumns, items };
  const safeItems = items.map((item) =>
    isObject(item) && isObject(item.cols) ? { ...item, cols: safeValues(item.cols, renamed) } : item,
  );
  return { columns: safeColumns, items: safeItems };
}

function safeValues(cols: Record_, renamed: ReadonlyMap<string, string>): Record_ {
  const entries = Object.keys(cols).flatMap((key) => {
    const id = renamed.get(key) ?? key;
    return isSafeColumnId(id) ? [[id, cols[key]] as const] : [];
  });
  return Object.fromEntries(entries);
}

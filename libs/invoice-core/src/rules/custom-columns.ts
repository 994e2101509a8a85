/** A user-defined column of the items table. */
export type CustomColumn = { id: string; label: string };

/** The spec allows at most two custom columns (the PDF has room for no more). */
export const MAX_CUSTOM_COLUMNS = 2;

/** Shown when the user tries to add a column beyond the limit. */
export const MAX_CUSTOM_COLUMNS_MESSAGE = `Maximum ${MAX_CUSTOM_COLUMNS} custom fields reached`;

/** Whether one more custom column may be added. */
export function canAddCustomColumn(columns: readonly unknown[]): boolean {
  return columns.length < MAX_CUSTOM_COLUMNS;
}

/** Label a new column gets until the user names it: 'Field 1', 'Field 2'. */
export function defaultColumnLabel(n: number): string {
  return `Field ${n}`;
}

/** Letters, digits, '-' and '_' (the page makes 'col-1'): no '.' or '$', which the store cannot key a map by. */
const COLUMN_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Names every object already answers to ('constructor', '__proto__', 'toString', 'valueOf', …): as a
 * key of an item's values they would read as those members, not as the item's value.
 */
const OBJECT_MEMBERS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

export const COLUMN_ID_MESSAGE =
  "Column ids are 1-40 letters, digits, '-' or '_', and not a name such as 'constructor'";

/** Whether `id` may name a custom column (and key the items' values of it). */
export function isSafeColumnId(id: string): boolean {
  return COLUMN_ID.test(id) && !OBJECT_MEMBERS.has(id);
}

/**
 * An item's value in a column, as text: its own entry only, so that a document stored before ids were
 * checked, with a column named 'constructor', prints that column's value rather than an object member.
 */
export function columnValue(cols: Readonly<Record<string, unknown>> | undefined, id: string): string {
  if (!cols || !Object.hasOwn(cols, id)) return '';
  const value = cols[id];
  return typeof value === 'string' ? value : '';
}

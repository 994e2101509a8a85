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

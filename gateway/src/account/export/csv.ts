/** A spreadsheet would run a cell that starts like a formula: such cells are prefixed with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of `rows` under `columns` (a header line first), CRLF line ends. */
export function toCsv<Row extends Record<string, unknown>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
) {
  const lines = [
    columns.map(cell).join(','),
    ...rows.map((row) => columns.map((column) => cell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

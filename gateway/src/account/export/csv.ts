/** A spreadsheet would run a cell that starts like a formula: such cells are prefixed with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  // A list (a client's address lines) is one cell of its lines, as a spreadsheet shows an address.
  const joined = Array.isArray(value) ? value.join('\n') : value;
  let text = joined === null || joined === undefined ? '' : String(joined);
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

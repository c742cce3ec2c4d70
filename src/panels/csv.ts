// CSV (RFC 4180) from rows of cells. Service text is untrusted: a spreadsheet would run a cell
// starting with = + - @ (or a tab / carriage return) as a formula, so such text gets a leading
// apostrophe. Numbers are written as numbers: a negative number is data, not a formula.

export type Cell = string | number | boolean | undefined | null;

export interface Table {
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: Table): string {
  const lines = [table.columns.map(csvCell).join(',')];
  for (const row of table.rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

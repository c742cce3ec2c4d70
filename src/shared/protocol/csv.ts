// CSV (RFC 4180), read and written in one place, shared by host and webview.
// Reading is tolerant: a stray quote inside a field is kept as text, a missing final line break
// is fine (the report panel shows a CSV report as a table).
// Writing guards spreadsheets: service text is untrusted, and a spreadsheet would run a cell
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

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let started = false;
  const src = text.startsWith('\ufeff') ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    started = true;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (src[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      started = false;
    } else cell += ch;
  }
  if (started) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Reads back as exactly the same finite number: written as that number ("NaN" and "Infinity" stay text). */
function cellOf(text: string): Cell {
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && String(n) === text ? n : text;
}

/**
 * A CSV report re-written by the guarded writer before it leaves the editor (saved or copied),
 * so no service text in it runs as a spreadsheet formula.
 */
export function guardedReportCsv(text: string): string {
  const [columns, ...rows] = parseCsv(text);
  if (!columns) return '';
  return toCsv({ columns, rows: rows.map((r) => r.map(cellOf)) });
}

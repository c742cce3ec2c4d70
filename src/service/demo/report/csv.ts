// CSV (RFC 4180): fields with commas, quotes or line breaks are quoted, quotes doubled.
import type { Cell, Table } from './doc';

function field(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function renderCsv(t: Table): string {
  return [t.columns, ...t.rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

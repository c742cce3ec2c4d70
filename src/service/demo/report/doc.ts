// A report as data: rendered as markdown (markdown.ts), CSV (its main table) or JSON.

export type Cell = string | number | null;

export interface Table {
  columns: string[];
  rows: Cell[][];
}

export type Section =
  | { kind: 'text'; title: string; text: string }
  | { kind: 'table'; title: string; table: Table }
  | { kind: 'list'; title: string; items: string[] };

export interface ReportDoc {
  heading: string;
  /** One line under the heading: what this is and when it was generated. */
  byline: string;
  sections: Section[];
  /** The table served with `format=csv`. */
  csv: Table;
  /** The structured data served with `format=json`. */
  json: Record<string, unknown>;
}

export function count(n: unknown): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return n === undefined || n === null ? 'n/a' : String(n);
  const [whole, frac] = String(Math.abs(n) >= 1e21 ? n.toExponential(3) : n).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

export function usd(n: unknown): string {
  if (typeof n !== 'number') return count(n);
  if (n >= 1e9) return `$${(n / 1e9).toFixed(2)}B`;
  if (n >= 1e6) return `$${(n / 1e6).toFixed(2)}M`;
  return `$${count(n)}`;
}

export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** An item's field for a table or CSV: a post's creation time in ISO 8601 rather than unix seconds. */
export function readableCell(item: Record<string, unknown>, field: string): Cell {
  const value = item[field] ?? null;
  return field === 'post_created' && typeof value === 'number' ? isoTime(value) : value as Cell;
}

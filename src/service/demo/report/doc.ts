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

/** A dollar amount: "$1.75T", "$88.50B", "$9.70M"; below a million to the cent ("$84,559.90"), a small price to 4 significant digits. */
export function usd(n: unknown): string {
  if (typeof n !== 'number') return count(n);
  for (const [scale, letter] of [[1e12, 'T'], [1e9, 'B'], [1e6, 'M']] as const) if (n >= scale) return `$${(n / scale).toFixed(2)}${letter}`;
  if (n > 0 && n < 1) return `$${Number(n.toPrecision(4))}`;
  const [whole, cents] = n.toFixed(2).split('.');
  return `$${count(Number(whole))}.${cents}`;
}

/** A change in percent, signed: "+3.98%", "−0.60%" as "-0.60%". */
export function signedPercent(n: unknown): string {
  return typeof n === 'number' && Number.isFinite(n) ? `${n > 0 ? '+' : ''}${n.toFixed(2)}%` : count(n);
}

export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** An item's field for a table or CSV: a post's creation time in ISO 8601 rather than unix seconds. */
export function readableCell(item: Record<string, unknown>, field: string): Cell {
  const value = item[field] ?? null;
  return field === 'post_created' && typeof value === 'number' ? isoTime(value) : value as Cell;
}

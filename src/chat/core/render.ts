// Markdown building blocks for tool results: compact tables with what was left out counted,
// service text made inert, times in UTC with their age. Pure.
import { mdText, truncate } from '../../format/markdown';
import { formatRelative } from '../../format/time';

/** Service text in a table cell or a line: one line, cut, every markdown character escaped. */
export function cell(value: unknown, max = 80): string {
  return mdText(truncate(value, max));
}

/** A markdown table; `rows` already formatted. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map((h) => (/^(#|rank|.*[0-9%$]|price|change|interactions|posts|contributors|followers|score|cap|volume|sentiment)/i.test(h) ? '--:' : '---'))), ...rows.map(line)].join('\n');
}

/** "Showing 10 of 60; 50 more left out (…)." or nothing when all are shown. */
export function leftOut(shown: number, total: number, how: string): string | undefined {
  if (total <= shown) return undefined;
  return `_Showing ${shown} of ${total.toLocaleString('en-US')}; ${(total - shown).toLocaleString('en-US')} left out (${how})._`;
}

/** `2026-11-23 10:34 UTC`. */
export function utc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/** `2026-11-23 10:34 UTC (5 min ago)`. */
export function when(ms: number, now: number): string {
  return `${utc(ms)} (${formatRelative(ms, now)})`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** Joins non-empty lines and blocks with blank lines between blocks. */
export function blocks(parts: readonly (string | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join('\n\n');
}

/** A signed change in percent between two values, or '—'. */
export function change(first: number | undefined, last: number | undefined): string {
  if (typeof first !== 'number' || typeof last !== 'number' || !Number.isFinite(first) || !Number.isFinite(last) || first === 0) return '—';
  const pct = ((last - first) / Math.abs(first)) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

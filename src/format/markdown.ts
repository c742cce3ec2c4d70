// Service text goes into tooltips as Markdown. It is written as text: every character that
// Markdown (or an HTML-capable renderer) could act on is escaped, and line breaks are folded.

const SPECIAL = /[\\`*_{}[\]()#+\-.!|<>~&"'=:]/g;

/** Text safe to place anywhere in Markdown; shows exactly as written, on one line. */
export function mdText(value: unknown): string {
  return oneLine(value).replace(SPECIAL, (ch) => `\\${ch}`);
}

/** Collapses whitespace (newlines, tabs) to single spaces and trims. */
export function oneLine(value: unknown): string {
  const s = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return s.replace(/\s+/gu, ' ').trim();
}

/** One line, at most `max` characters (by code point, so emoji are not split), with an ellipsis. */
export function truncate(value: unknown, max: number): string {
  const chars = [...oneLine(value)];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}

/** Lines of a tooltip, joined with hard line breaks; empty entries are dropped. */
export function mdLines(lines: readonly (string | undefined)[]): string {
  return lines.filter((l): l is string => !!l).join('  \n');
}

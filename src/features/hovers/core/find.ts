// What a person names where they write: a cashtag (`$BTC`, `$TSLA`), a `#topic` they opted into,
// or an address of the service's web app. Pure: the hover provider hands it a line and a column.
import type { ItemRef } from '../../../shared/items';
import { parseLookup } from '../../../shared/lookup/parse';
import { isProse } from './prose';

export type Named =
  | { kind: 'cashtag'; symbol: string; start: number; end: number }
  | { kind: 'subject'; ref: ItemRef; start: number; end: number };

/**
 * `$BTC`: a dollar sign, then a letter and up to nine capitals or digits. Not after a letter,
 * digit or backslash (`US$5`, `\$`), nor closed by another `$` (`$X$` is math), nor a price.
 */
const CASHTAG = /(?<![\p{L}\p{N}\\$])\$([A-Z][A-Z0-9]{0,9})(?![\p{L}\p{N}$])/gu;
/** `#bitcoin`, `#solana-meme-coin`: a hash after a space or the line's start (not a heading's `# `). */
const HASHTAG = /(?<![\p{L}\p{N}&#/])#([\p{L}\p{N}][\p{L}\p{N}_-]{0,49})/gu;
const ADDRESS = /https?:\/\/(?:www\.|app\.)?lunarcrush\.(?:com|ai)\/[^\s<>()[\]"'`]*/giu;

/** What is named at `column` of `line`, if anything; `topics` are the hashtags the person opted into (lower case). */
export function namedAt(line: string, column: number, topics: readonly string[]): Named | undefined {
  for (const m of line.matchAll(ADDRESS)) {
    const end = m.index + m[0].replace(/[.,;:!?]+$/, '').length;
    if (column < m.index || column > end) continue;
    const found = parseLookup(line.slice(m.index, end), 'topic');
    return 'ref' in found ? { kind: 'subject', ref: found.ref, start: m.index, end } : undefined;
  }
  for (const m of line.matchAll(CASHTAG)) {
    const end = m.index + m[0].length;
    if (column >= m.index && column <= end) return { kind: 'cashtag', symbol: m[1]!, start: m.index, end };
  }
  for (const m of line.matchAll(HASHTAG)) {
    const end = m.index + m[0].length;
    if (column < m.index || column > end) continue;
    const word = m[1]!.toLowerCase();
    if (!topics.includes(word)) return undefined;
    const found = parseLookup(word.replace(/-/g, ' '), 'topic');
    return 'ref' in found ? { kind: 'subject', ref: found.ref, start: m.index, end } : undefined;
  }
  return undefined;
}

/**
 * What is named at `column` of line `line` of a markdown document: a cashtag or hashtag only in
 * prose (not code, math or an address); a web address of the service wherever it is.
 */
export function namedInDocument(lines: readonly string[], line: number, column: number, topics: readonly string[]): Named | undefined {
  const text = lines[line] ?? '';
  const named = namedAt(text, column, topics);
  const tag = named && (named.kind === 'cashtag' || text[named.start] === '#');
  return tag && !isProse(lines, line, named.start) ? undefined : named;
}

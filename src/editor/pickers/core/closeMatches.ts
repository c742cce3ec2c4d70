// Which known items a typed name stands for ("tesla" → Tesla (TSLA)) or was probably meant to be
// ("bitcoinn" → Bitcoin), so the real item is offered before an unknown name is opened. Pure.
import type { ItemRef } from '../../../shared/items';
import { itemKey } from '../../../shared/items';

/** How many suggestions the picker shows at most. */
export const MAX_CLOSE_MATCHES = 3;

function normal(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, or `limit + 1` once past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Edits a name of this length may be away from the typed one and still be offered. */
function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The names an item answers to: its id and title; a market item ("Ethereum (ETH)") its name and its symbol too. */
function namesOf(ref: ItemRef): string[] {
  const title = normal(ref.title);
  const market = /^(.+) \(([^()]+)\)$/.exec(title);
  return [...new Set([normal(ref.id), title, ...(market ? [market[1]!, market[2]!] : [])])];
}

/**
 * Known items a typed name stands for, best first. Those it names exactly (an id, a title, a
 * market item's name or symbol, whatever the case: "tesla" is "Tesla (TSLA)", whose id is
 * TSLA) come alone; otherwise those it is probably a typo of: within a few edits (more for
 * longer names; none under four characters, where the picker's own filter does better), fewer
 * edits first, then the longer shared start ("bitcoinn" → Bitcoin before Bitcoin Cash), then the
 * order of `known`.
 */
export function closeMatches(typed: string, known: readonly ItemRef[], max = MAX_CLOSE_MATCHES): ItemRef[] {
  const query = normal(typed);
  if (!query) return [];
  const seen = new Set<string>();
  const once = (ref: ItemRef): boolean => !seen.has(itemKey(ref)) && !!seen.add(itemKey(ref));
  const exact = known.filter((ref) => namesOf(ref).includes(query)).filter(once);
  if (exact.length) return exact.slice(0, max);
  const limit = allowedEdits(query.length);
  if (!limit) return [];
  const scored: { ref: ItemRef; edits: number; prefix: number; order: number }[] = [];
  known.forEach((ref, order) => {
    let best: { edits: number; prefix: number } | undefined;
    for (const name of namesOf(ref)) {
      const edits = editDistance(query, name, limit);
      const prefix = commonPrefix(query, name);
      if (edits <= limit && (!best || edits < best.edits || edits === best.edits && prefix > best.prefix)) best = { edits, prefix };
    }
    if (best && once(ref)) scored.push({ ref, ...best, order });
  });
  return scored
    .sort((a, b) => a.edits - b.edits || b.prefix - a.prefix || a.order - b.order)
    .slice(0, max)
    .map((s) => s.ref);
}

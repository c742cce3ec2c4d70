// "did you mean": the known word nearest to a mistyped one, when it is near enough to be meant.
import * as l10n from '../../../../shared/format/l10n';

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** The closest of `known` within a third of the word's length (at least 1, at most 3 edits). */
export function closeWord(word: string, known: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const k of known) {
    const d = k.startsWith(w) && w.length >= 3 ? 1 : distance(w, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean "sentiment"?)`, or nothing. */
export function didYouMean(word: string, known: readonly string[]): string {
  const close = closeWord(word, known);
  return close ? ` ${l10n.t('Did you mean "{0}"?', close)}` : '';
}

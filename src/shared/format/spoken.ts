// A row's text as a screen reader should say it: the marks a sighted reader takes in at a glance
// (▲3, ▼2, ↑, ↓, ↗, ★, ·) become words, where a screen reader would say "black up-pointing triangle"
// or nothing at all. The words and the punctuation between the parts are the bundle's, so a
// translation orders and punctuates them.
import * as l10n from './l10n';

/** Each mark with its words around what follows it ("▲3": "up 3"); asked for when said, once the bundle is in place. */
function marks(): readonly [RegExp, (next: string) => string][] {
  return [
    [/▲\s?(\S*)/g, (n) => l10n.t('up {0}', n)],
    [/▼\s?(\S*)/g, (n) => l10n.t('down {0}', n)],
    [/↑\s?(\S*)/g, (n) => l10n.t('rising {0}', n)],
    [/↓\s?(\S*)/g, (n) => l10n.t('falling {0}', n)],
    [/★\s?(\S*)/g, (n) => l10n.t('leader {0}', n)],
  ];
}

const escaped = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A trend's arrow comes with its word ("↗ rising", trees/socialRows): the word says it. */
function trendArrows(): RegExp {
  return new RegExp(`[↗↘→]\\s(?=${[l10n.t('rising'), l10n.t('falling'), l10n.t('flat')].map(escaped).join('|')})`, 'g');
}

/** Spoken parts as the bundle joins a list ("{0}, {1}"); parts left out are skipped. */
export function spokenList(parts: readonly (string | false | undefined)[]): string {
  const kept = parts.filter((p): p is string => Boolean(p));
  return kept.length ? kept.reduce((a, b) => l10n.t('{0}, {1}', a, b)) : '';
}

/** Spoken sentences as the bundle joins them ("{0}. {1}"); parts left out are skipped. */
export function spokenSentences(parts: readonly (string | false | undefined)[]): string {
  const kept = parts.filter((p): p is string => Boolean(p));
  return kept.length ? kept.reduce((a, b) => l10n.t('{0}. {1}', a, b)) : '';
}

function spokenPart(text: string): string {
  let out = text.replace(trendArrows(), '');
  for (const [mark, words] of marks()) out = out.replace(mark, (_, next: string) => words(next));
  return out.replace(/ +/g, ' ').trim();
}

export function spokenText(text: string): string {
  // "·" between the parts is a pause: the list's punctuation
  return spokenList(text.split('·').map(spokenPart));
}

/** Label and description as one spoken line ("Bitcoin, rank 1, up 3"). */
export function spokenRow(label: string, description?: string): string {
  return spokenText(description ? `${label} · ${description}` : label);
}

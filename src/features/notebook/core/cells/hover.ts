// Hover on a cell's word: what a metric means and its unit, a sort key, a period (`7d` is `1w`), a command.
import * as l10n from '../../../../shared/format/l10n';
import type { MetricUnit } from '../../../../shared/protocol/metrics';
import { daysForm, intervalOf, intervalsUpTo, periodDays } from './periods';
import { wordAt } from './words';
import { tokenize, lower } from './tokens';
import type { MarketListName } from './types';
import { COMMANDS, INTERVAL_MEANINGS, isCommandWord, MAX_POST_DAYS, metricNamed, SORT_KEYS, watchKind, WATCHLIST } from './vocabulary';

const UNIT_WORDS: Readonly<Record<MetricUnit, string>> = {
  get count() { return l10n.t('a count'); },
  get percent() { return l10n.t('a percent (0–100)'); },
  get usd() { return l10n.t('US dollars'); },
  get score() { return l10n.t('a score or rank'); },
};

function listOf(text: string): MarketListName | undefined {
  const first = lower(tokenize(text)[0]);
  return first === 'coins' || first === 'stocks' || first === 'nfts' ? first : undefined;
}

export function hoverCell(text: string, offset: number): string | undefined {
  const word = wordAt(text, offset);
  const w = word.text.toLowerCase();
  if (!w) return undefined;
  const list = listOf(text);
  const sort = list && SORT_KEYS[list].find((s) => s.key === w);
  if (sort) {
    const meaning = sort.meaning.replace(/\.$/, '');
    return sort.desc ? l10n.t('{0}: sorts the {1} by {2}; highest first unless "asc" or "desc" says.', sort.key, list, meaning)
      : l10n.t('{0}: sorts the {1} by {2}; best (lowest) first unless "asc" or "desc" says.', sort.key, list, meaning);
  }
  const metric = metricNamed(w);
  if (metric) return l10n.t('{0} ({1}), {2}: {3}', metric.label, metric.key, UNIT_WORDS[metric.unit], metric.definition);
  const interval = intervalOf(w);
  if (interval) {
    const same = w === interval ? daysForm(interval) : interval;
    return same ? l10n.t('{0}: {1}, the same as {2} (a series of a topic beyond the last week needs the Builder plan).', w, INTERVAL_MEANINGS[interval], same)
      : l10n.t('{0}: {1} (a series of a topic beyond the last week needs the Builder plan).', w, INTERVAL_MEANINGS[interval]);
  }
  const days = periodDays(w);
  if (days !== undefined && days < 1) {
    return l10n.t('{0}: the last {1} hours; posts are asked by whole days, so the last day; a series takes {2}.', w, Math.round(days * 24), intervalsUpTo().join(', '));
  }
  if (days !== undefined) return l10n.t('{0}: the last {1} days, a range of posts (up to {2} days); a series takes {3}.', w, Math.ceil(days), MAX_POST_DAYS, intervalsUpTo().join(', '));
  if (isCommandWord(w) && tokenize(text)[0]?.start === word.start) return l10n.t('{0}: {1}.', w, COMMANDS[w]);
  if (w === WATCHLIST) return l10n.t('{0}: every subject of the Watchlist, expanded when the cell runs (each one a request).', WATCHLIST);
  if (w.startsWith(`${WATCHLIST}.`) && watchKind(w.slice(WATCHLIST.length + 1))) return l10n.t('{0}: the Watchlist’s {1}, expanded when the cell runs (each one a request).', w, w.slice(WATCHLIST.length + 1));
  return undefined;
}

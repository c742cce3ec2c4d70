// Hover on a cell's word: what a metric means and its unit, a sort key, an interval, a command.
import type { MetricUnit } from '../../protocol/metrics';
import { wordAt } from './words';
import { tokenize, lower } from './tokens';
import type { MarketListName } from './types';
import { COMMANDS, INTERVAL_MEANINGS, METRIC_MEANINGS, metricNamed, SORT_KEYS, WATCH_KINDS, WATCHLIST } from './vocabulary';

const UNIT_WORDS: Readonly<Record<MetricUnit, string>> = {
  count: 'a count', percent: 'a percent (0–100)', usd: 'US dollars', score: 'a score or rank',
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
  if (sort) return `${sort.key}: sorts the ${list} by ${sort.meaning.replace(/\.$/, '')}; ${sort.desc ? 'highest' : 'best (lowest)'} first unless "asc" or "desc" says.`;
  const metric = metricNamed(w);
  if (metric && w in METRIC_MEANINGS) return `${metric.label} (${metric.key}), ${UNIT_WORDS[metric.unit]}: ${METRIC_MEANINGS[metric.key]}`;
  if (w in INTERVAL_MEANINGS) return `${w}: ${INTERVAL_MEANINGS[w as keyof typeof INTERVAL_MEANINGS]} (a series of a topic beyond the last week needs the Builder plan).`;
  if (w in COMMANDS && tokenize(text)[0]?.start === word.start) return `${w}: ${COMMANDS[w as keyof typeof COMMANDS]}.`;
  if (w === WATCHLIST) return `${WATCHLIST}: every subject of the Watchlist, expanded when the cell runs (each one a request).`;
  if (w.startsWith(`${WATCHLIST}.`) && WATCH_KINDS[w.slice(WATCHLIST.length + 1)]) return `${w}: the Watchlist’s ${w.slice(WATCHLIST.length + 1)}, expanded when the cell runs (each one a request).`;
  return undefined;
}

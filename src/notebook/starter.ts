// "New Pulse Notebook": a first cell for each kind of question, each under a line saying what it asks.
import type { PulseFile } from './format/model';

const STARTERS: readonly (readonly [string, string])[] = [
  ['A topic\'s figures now:', 'topic bitcoin'],
  ['Its series, two metrics by day over the last month:', 'topic bitcoin series interactions,sentiment 1m by day'],
  ['Several subjects on one chart:', 'compare bitcoin, ethereum, solana on interactions'],
  ['The top of a market list:', 'coins top 10 by galaxy_score'],
  ['A category\'s topics:', 'category defi topics'],
  ['A creator\'s posts of the last week:', 'creator twitter/elonmusk posts 7d'],
  ['Posts matching a search:', 'search "etf approval"'],
  ['Your Watchlist\'s figures:', '$watchlist'],
];

export function starterNotebook(): PulseFile {
  return {
    cells: [
      { kind: 'prose', source: '# Research notes\n\nEach `pulse` cell asks Social Pulse one question; run it to see the answer as a table or a chart. The answers are saved with the file as markdown tables, so it reads as a report anywhere.' },
      ...STARTERS.flatMap(([words, query]) => [{ kind: 'prose' as const, source: words }, { kind: 'query' as const, source: query, outputs: [] }]),
    ],
  };
}

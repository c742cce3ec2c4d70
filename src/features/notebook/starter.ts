// "New Pulse Notebook": a first cell for each kind of question, each under a line saying what it asks.
import * as l10n from '../../shared/format/l10n';
import type { PulseFile } from './core/format/model';

const starters = (): readonly (readonly [string, string])[] => [
  [l10n.t('A topic\'s figures now:'), 'topic bitcoin'],
  [l10n.t('Its series, two metrics by day over the last month:'), 'topic bitcoin series interactions,sentiment 1m by day'],
  [l10n.t('Several subjects on one chart:'), 'compare bitcoin, ethereum, solana on interactions'],
  [l10n.t('The top of a market list:'), 'coins top 10 by galaxy_score'],
  [l10n.t('A category\'s topics:'), 'category defi topics'],
  [l10n.t('A topic\'s top posts of the last day:'), 'topic bitcoin posts 1d'],
  [l10n.t('Posts matching a search:'), 'search "etf approval"'],
  [l10n.t('Your Watchlist\'s figures:'), '$watchlist'],
];

export function starterNotebook(): PulseFile {
  return {
    cells: [
      { kind: 'prose', source: `# ${l10n.t('Research notes')}\n\n${l10n.t('Each `pulse` cell asks Social Pulse one question; run it to see the answer as a table or a chart. The answers are saved with the file as markdown tables, so it reads as a report anywhere.')}` },
      ...starters().flatMap(([words, query]) => [{ kind: 'prose' as const, source: words }, { kind: 'query' as const, source: query, outputs: [] }]),
    ],
  };
}

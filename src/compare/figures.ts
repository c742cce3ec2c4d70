// The figures a comparison shows, each with its definition and whether it ranks subjects: one
// table, kept small and named for compare until a catalogue of figures below the features holds
// the same facts for every surface (then this file becomes a selection from it).
import * as l10n from '../format/l10n';
import type { FigureFormat } from '../protocol/compare';

export interface FigureRow {
  key: string;
  label: string;
  format: FigureFormat;
  /** What the figure is, in plain words: the row's tooltip, and what a screen reader reads with it. */
  definition: string;
  /**
   * Whether one subject's value can be called better than another's: only then a row marks its
   * leader. A price or a size (market cap, counts) says nothing of which is better; a score, a
   * rank, a share, a sentiment or a % change does.
   */
  comparable: boolean;
  /** Lower is better (ranks). */
  lowerWins?: boolean;
  /** Computed over the period from each subject's series (src/queries/periodFigures.ts), not read from an answer. */
  overPeriod?: true;
}

/** In the order of the tables: what the answers say now, then what the series say over the period. */
export const COMPARE_FIGURES: readonly FigureRow[] = [
  { key: 'price', label: l10n.t('Price'), format: 'money', comparable: false,
    definition: l10n.t('Price in US dollars when the service answered. Not ranked: a price depends on how many units exist, so a higher one is not a better one.') },
  { key: 'change24h', label: l10n.t('% change 24 h'), format: 'change', comparable: true,
    definition: l10n.t('Change of the price over the last 24 hours, in percent, as the service gives it.') },
  { key: 'marketCap', label: l10n.t('Market cap'), format: 'money', comparable: false,
    definition: l10n.t('Price times circulating supply, in US dollars. Not ranked: it measures size, not merit.') },
  { key: 'interactions', label: l10n.t('Interactions 24 h'), format: 'count', comparable: false,
    definition: l10n.t('Likes, comments, shares, views and other interactions with posts about it in the last 24 hours. Not ranked: the biggest subject always leads.') },
  { key: 'contributors', label: l10n.t('Contributors'), format: 'count', comparable: false,
    definition: l10n.t('Accounts whose posts about it had interactions in the last 24 hours. Not ranked: the biggest subject always leads.') },
  { key: 'posts', label: l10n.t('Posts'), format: 'count', comparable: false,
    definition: l10n.t('Posts about it with interactions in the last 24 hours. Not ranked: the biggest subject always leads.') },
  { key: 'sentiment', label: l10n.t('Sentiment (% positive)'), format: 'percent', comparable: true,
    definition: l10n.t('Share of posts that are positive, weighted by their interactions: 100 all positive, 50 half, 0 none.') },
  { key: 'topicRank', label: l10n.t('Topic rank'), format: 'rank', comparable: true, lowerWins: true,
    definition: l10n.t('Rank among all topics by social activity: #1 is the most active.') },
  { key: 'galaxyScore', label: l10n.t('Galaxy Score'), format: 'score', comparable: true,
    definition: l10n.t('The service\'s score of 0 to 100 from price indicators, sentiment, social activity and how social activity goes with price.') },
  { key: 'altRank', label: l10n.t('AltRank'), format: 'rank', comparable: true, lowerWins: true,
    definition: l10n.t('The service\'s rank of the asset\'s price and social performance against all others: #1 is the best.') },
  { key: 'socialDominance', label: l10n.t('Social dominance'), format: 'percent', comparable: true,
    definition: l10n.t('Its share of all social activity the service measures, in percent.') },
  // over the period: from the series (src/queries/periodFigures.ts)
  { key: 'return', overPeriod: true, label: l10n.t('Return over the period'), format: 'change', comparable: true,
    definition: l10n.t('Change of the price from the first to the last close of the series shown, in percent.') },
  { key: 'interactionsChange', overPeriod: true, label: l10n.t('Interactions, last day vs first'), format: 'change', comparable: true,
    definition: l10n.t('Interactions in the last 24 hours of the series against its first 24 hours, in percent.') },
  { key: 'correlation', overPeriod: true, label: l10n.t('Price vs interactions (r)'), format: 'correlation', comparable: false,
    definition: l10n.t('Pearson\'s r of the hour-to-hour % change of the price (close) and of interactions: +1 they move together, 0 unrelated, -1 opposite. Not ranked: neither way is better.') },
  { key: 'correlationHours', overPeriod: true, label: l10n.t('Hours in r'), format: 'count', comparable: false,
    definition: l10n.t('Pairs of neighbouring hours where both price and interactions are known: the points r is computed over.') },
];

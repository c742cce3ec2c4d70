// The figures a comparison shows: a selection from the catalogue of figures (src/shared/figures), which
// gives each its label, definition, format and whether it ranks subjects, as for every surface.
import { leaderRule } from '../../shared/figures/leaders';
import { figure, type FigureId } from '../../shared/figures/catalogue';

export interface FigureRow {
  key: string;
  /** The figure it is: label, definition and format from the catalogue. */
  figure: FigureId;
  readonly label: string;
  /** What the figure is, in plain words: the row's tooltip, and what a screen reader reads with it. */
  readonly definition: string;
  /** Whether one subject's value can be called better than another's: only then a row marks its leader. */
  comparable: boolean;
  /** Lower is better (ranks). */
  lowerWins?: boolean;
  /** Computed over the period from each subject's series (src/shared/queries/periodFigures.ts), not read from an answer. */
  overPeriod?: true;
}

function row(key: string, id: FigureId, overPeriod?: true): FigureRow {
  const def = figure(id);
  return {
    key, ...leaderRule(id), ...(overPeriod ? { overPeriod } : {}),
    get label() { return def.label; },
    get definition() { return def.definition; },
  };
}

/** In the order of the tables: what the answers say now, then what the series say over the period. */
export const COMPARE_FIGURES: readonly FigureRow[] = [
  row('price', 'price'),
  row('change24h', 'percent_change_24h'),
  row('marketCap', 'market_cap'),
  row('interactions', 'interactions_24h'),
  row('contributors', 'num_contributors'),
  row('posts', 'num_posts'),
  row('sentiment', 'sentiment'),
  row('topicSentiment', 'topic_sentiment'),
  row('topicRank', 'topic_rank'),
  row('galaxyScore', 'galaxy_score'),
  row('altRank', 'alt_rank'),
  row('socialDominance', 'social_dominance'),
  // over the period: from the series (src/shared/queries/periodFigures.ts)
  row('return', 'period_return', true),
  row('interactionsChange', 'interactions_change', true),
  row('correlation', 'price_interactions_r', true),
  row('correlationHours', 'r_pairs', true),
];

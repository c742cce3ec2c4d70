// The time-series metrics a person can chart or export. Market metrics exist only for assets,
// so a metric is offered only when at least one point carries it.
import * as l10n from '../format/l10n';
import type { TimeSeriesPoint } from '../api/types';
import type { CreatorPoint } from '../api/types-people';

/** A point of any chart: a topic's, a market's, a post's or a creator's series. */
export type ChartPoint = TimeSeriesPoint & Pick<CreatorPoint, 'followers' | 'creator_rank'>;

export type MetricKey = Exclude<keyof ChartPoint, 'time' | 'extra'>;
export type MetricGroup = 'social' | 'market';
/** How the value reads: a count, a percent (0-100), a price in USD, a score. */
export type MetricUnit = 'count' | 'percent' | 'usd' | 'score';

export interface Metric {
  key: MetricKey;
  label: string;
  group: MetricGroup;
  unit: MetricUnit;
}

export const METRICS: readonly Metric[] = [
  { key: 'interactions', label: l10n.t('Interactions'), group: 'social', unit: 'count' },
  { key: 'posts_active', label: l10n.t('Posts active'), group: 'social', unit: 'count' },
  { key: 'posts_created', label: l10n.t('Posts created'), group: 'social', unit: 'count' },
  { key: 'contributors_active', label: l10n.t('Contributors active'), group: 'social', unit: 'count' },
  { key: 'contributors_created', label: l10n.t('Contributors created'), group: 'social', unit: 'count' },
  { key: 'sentiment', label: l10n.t('Sentiment'), group: 'social', unit: 'percent' },
  { key: 'spam', label: l10n.t('Spam'), group: 'social', unit: 'count' },
  { key: 'social_dominance', label: l10n.t('Social dominance'), group: 'social', unit: 'percent' },
  { key: 'followers', label: l10n.t('Followers'), group: 'social', unit: 'count' },
  { key: 'creator_rank', label: l10n.t('Creator rank'), group: 'social', unit: 'score' },
  { key: 'open', label: l10n.t('Open'), group: 'market', unit: 'usd' },
  { key: 'high', label: l10n.t('High'), group: 'market', unit: 'usd' },
  { key: 'low', label: l10n.t('Low'), group: 'market', unit: 'usd' },
  { key: 'close', label: l10n.t('Close'), group: 'market', unit: 'usd' },
  { key: 'market_cap', label: l10n.t('Market cap'), group: 'market', unit: 'usd' },
  { key: 'volume_24h', label: l10n.t('Volume 24 h'), group: 'market', unit: 'usd' },
  { key: 'circulating_supply', label: l10n.t('Circulating supply'), group: 'market', unit: 'count' },
  { key: 'galaxy_score', label: l10n.t('Galaxy score'), group: 'market', unit: 'score' },
  { key: 'alt_rank', label: l10n.t('Alt rank'), group: 'market', unit: 'score' },
  { key: 'market_dominance', label: l10n.t('Market dominance'), group: 'market', unit: 'percent' },
];

export const DEFAULT_METRICS: readonly MetricKey[] = ['interactions'];

/** Metrics that at least one point carries, in the order of METRICS. */
export function presentMetrics(points: readonly ChartPoint[]): Metric[] {
  // metric by metric: a metric the points carry is found at the first point, a missing one costs one pass
  return METRICS.filter((m) => points.some((p) => typeof p[m.key] === 'number'));
}

// The time-series metrics a person can chart or export. Market metrics exist only for assets,
// so a metric is offered only when at least one point carries it.
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
  { key: 'interactions', label: 'Interactions', group: 'social', unit: 'count' },
  { key: 'posts_active', label: 'Posts active', group: 'social', unit: 'count' },
  { key: 'posts_created', label: 'Posts created', group: 'social', unit: 'count' },
  { key: 'contributors_active', label: 'Contributors active', group: 'social', unit: 'count' },
  { key: 'contributors_created', label: 'Contributors created', group: 'social', unit: 'count' },
  { key: 'sentiment', label: 'Sentiment', group: 'social', unit: 'percent' },
  { key: 'spam', label: 'Spam', group: 'social', unit: 'count' },
  { key: 'social_dominance', label: 'Social dominance', group: 'social', unit: 'percent' },
  { key: 'followers', label: 'Followers', group: 'social', unit: 'count' },
  { key: 'creator_rank', label: 'Creator rank', group: 'social', unit: 'score' },
  { key: 'open', label: 'Open', group: 'market', unit: 'usd' },
  { key: 'high', label: 'High', group: 'market', unit: 'usd' },
  { key: 'low', label: 'Low', group: 'market', unit: 'usd' },
  { key: 'close', label: 'Close', group: 'market', unit: 'usd' },
  { key: 'market_cap', label: 'Market cap', group: 'market', unit: 'usd' },
  { key: 'volume_24h', label: 'Volume 24 h', group: 'market', unit: 'usd' },
  { key: 'circulating_supply', label: 'Circulating supply', group: 'market', unit: 'count' },
  { key: 'galaxy_score', label: 'Galaxy score', group: 'market', unit: 'score' },
  { key: 'alt_rank', label: 'Alt rank', group: 'market', unit: 'score' },
  { key: 'market_dominance', label: 'Market dominance', group: 'market', unit: 'percent' },
];

export const DEFAULT_METRICS: readonly MetricKey[] = ['interactions'];

/** Metrics that at least one point carries, in the order of METRICS. */
export function presentMetrics(points: readonly ChartPoint[]): Metric[] {
  // metric by metric: a metric the points carry is found at the first point, a missing one costs one pass
  return METRICS.filter((m) => points.some((p) => typeof p[m.key] === 'number'));
}

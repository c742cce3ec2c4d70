// The time-series metrics a person can chart or export. Market metrics exist only for assets,
// so a metric is offered only when at least one point carries it. What each is and how it reads
// comes from the catalogue of figures.
import { figure, type FigureUnit } from '../figures/catalogue';
import type { TimeSeriesPoint } from '../../service/api/types';
import type { CreatorPoint } from '../../service/api/types-people';

/** A point of any chart: a topic's, a market's, a post's or a creator's series. */
export type ChartPoint = TimeSeriesPoint & Pick<CreatorPoint, 'followers' | 'creator_rank'>;

export type MetricKey = Exclude<keyof ChartPoint, 'time' | 'extra'>;
export type MetricGroup = 'social' | 'market';
/** How the value reads: a count, a percent (0-100), a price in USD, a score. */
export type MetricUnit = 'count' | 'percent' | 'usd' | 'score';

export interface Metric {
  key: MetricKey;
  /** The catalogue's label and definition (src/shared/figures), in the person's language when read. */
  readonly label: string;
  readonly definition: string;
  group: MetricGroup;
  unit: MetricUnit;
}

/** How a chart's axis (and a notebook column of an older output) reads a figure's unit. */
export function axisUnit(unit: FigureUnit): MetricUnit {
  switch (unit) {
    case 'usd': return 'usd';
    case 'percent': return 'percent';
    case 'count':
    case 'supply': return 'count';
    default: return 'score';
  }
}

function metric(key: MetricKey, group: MetricGroup): Metric {
  const def = figure(key);
  return { key, group, unit: axisUnit(def.unit), get label() { return def.label; }, get definition() { return def.definition; } };
}

export const METRICS: readonly Metric[] = [
  ...(['interactions', 'posts_active', 'posts_created', 'contributors_active', 'contributors_created', 'sentiment', 'spam', 'social_dominance',
    'followers', 'creator_rank'] as const).map((key) => metric(key, 'social')),
  ...(['open', 'high', 'low', 'close', 'market_cap', 'volume_24h', 'circulating_supply', 'galaxy_score', 'alt_rank', 'market_dominance'] as const)
    .map((key) => metric(key, 'market')),
];

export const DEFAULT_METRICS: readonly MetricKey[] = ['interactions'];

/** Metrics that at least one point carries, in the order of METRICS. */
export function presentMetrics(points: readonly ChartPoint[]): Metric[] {
  // metric by metric: a metric the points carry is found at the first point, a missing one costs one pass
  return METRICS.filter((m) => points.some((p) => typeof p[m.key] === 'number'));
}

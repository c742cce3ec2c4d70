// How the panels' chart reads its metrics, as pure functions: which scale and axis each line
// has, how an axis and a readout write a value of its unit, and the bucket a range starts with.
// One or two metrics: a scale and an axis each (left, right). Three or more cannot each have an
// axis, so the chart draws the lines as an index (100 at its first value) on one axis, as the
// comparison does, while the readout keeps the real values; but a percent (Sentiment, a
// dominance), whose index would be a percent of a percent, as it is on an axis of percent.
import type { Bucket, Interval } from '../../../service/api/values';
import type { FigureId } from '../../../shared/figures/catalogue';
import { indexTo100 } from '../../../shared/figures/derive';
import { formatFigure } from '../../../shared/figures/format';
import { cachedFormat, formatCompactMoney, formatNumber, formatPercent, formatPrice, MISSING } from '../../../shared/format/numbers';
import type { Metric, MetricUnit } from '../../../shared/protocol/metrics';

/** The scale of the lines drawn as an index. */
export const INDEX_SCALE = 'index';
/** The scale of the percents among more metrics than there are axes: drawn as they are. */
export const PERCENT_SCALE = 'percent';
/** More metrics than this share axes. */
const AXES = 2;

export interface ChartAxisPlan {
  scale: string;
  unit: MetricUnit | 'index';
  /** uPlot's side: 3 left, 1 right. */
  side: number;
  /** The metric whose colour the axis takes; none for the shared index. */
  metric?: number;
}

export interface ChartScalePlan {
  /** Some lines are drawn as an index (those on INDEX_SCALE). */
  normalised: boolean;
  /** The scale of each metric's line, in the metrics' order. */
  lineScales: string[];
  axes: ChartAxisPlan[];
}

/**
 * The scales of the panels' chart. Three metrics or more: every percent on one axis of percent
 * (right), the others on one index axis (left), or on their own axis when only one is left.
 */
export function planScales(metrics: readonly Pick<Metric, 'key' | 'unit'>[]): ChartScalePlan {
  const others = metrics.filter((m) => m.unit !== 'percent').length;
  const scaleOf = (m: Pick<Metric, 'key' | 'unit'>): string => (metrics.length <= AXES ? m.key : m.unit === 'percent' ? PERCENT_SCALE : others > 1 ? INDEX_SCALE : m.key);
  const lineScales = metrics.map(scaleOf);
  const scales = [...new Set(lineScales)].sort((a, b) => Number(a === PERCENT_SCALE) - Number(b === PERCENT_SCALE));
  const axes = scales.map((scale, i): ChartAxisPlan => {
    const lines = lineScales.flatMap((s, j) => (s === scale ? [j] : []));
    const unit = scale === INDEX_SCALE ? 'index' : scale === PERCENT_SCALE ? 'percent' : metrics[lines[0]!]!.unit;
    return { scale, unit, side: i === 0 ? 3 : 1, ...(lines.length === 1 ? { metric: lines[0]! } : {}) };
  });
  return { normalised: lineScales.includes(INDEX_SCALE), lineScales, axes };
}

/** How the comparison's chart draws one metric of its 2-5 subjects. */
export interface CompareScalePlan {
  /** Drawn as an index (100 at each line's start): asked, and the metric is no percent. */
  normalised: boolean;
  /** The scale of each subject's line, in the subjects' order. */
  lineScales: string[];
  /** Each with the unit its ticks are written in: the metric's, or the index. */
  axes: ChartAxisPlan[];
}

/**
 * The comparison's scales: normalised, every line on one index axis; a percent (whose index would
 * be a percent of a percent), every line as it is on one axis of percent; otherwise raw on two axes
 * in the metric's unit, the first subject's on the left and the others' shared on the right.
 */
/** `first`: the subject a Raw chart reads the others against, on the left (the first with a line: see rawAxes). */
export function planCompareScales(metric: { unit: MetricUnit; normalisable: boolean }, normalisedAsked: boolean, subjects: number, first = 0): CompareScalePlan {
  const lines = (scale: (i: number) => string): string[] => Array.from({ length: subjects }, (_, i) => scale(i));
  if (normalisedAsked && metric.normalisable) {
    return { normalised: true, lineScales: lines(() => INDEX_SCALE), axes: [{ scale: INDEX_SCALE, unit: 'index', side: 3 }] };
  }
  if (!metric.normalisable) return { normalised: false, lineScales: lines(() => 'shared'), axes: [{ scale: 'shared', unit: metric.unit, side: 3 }] };
  return {
    normalised: false,
    lineScales: lines((i) => (i === first ? 'first' : 'others')),
    axes: [{ scale: 'first', unit: metric.unit, side: 3, metric: first }, { scale: 'others', unit: metric.unit, side: 1 }],
  };
}

/** Each value as a percent of the column's first value (100 at the start); null where there is no base. */
export function indexed(column: readonly (number | null)[]): (number | null)[] {
  return indexTo100(column);
}

/** A tick on an axis of `unit`, alone: to its own last digit, short, with its currency or percent sign. */
export function axisValue(unit: MetricUnit | 'index', v: number): string {
  return axisValues(unit, [v])[0]!;
}

/** Past this many places a value's digits are float noise (0.30000000000000004 is 0.3). */
const MAX_PLACES = 12;

/** A tick's or step's float noise, against the axis's largest tick: a sum or difference of ticks is off by a few of its last bits. */
const NOISE = 1e-12;

/**
 * The power of ten of `x`'s last digit that is not noise (the axis's, `noise`): 3 for 94,000, 1 for
 * 94,250, -2 for 0.25. The noise is the axis's, not `x`'s own: a step of 0.3 among ticks of ten
 * million is 0.30000000074505806, whose last nine digits are the ticks' noise.
 */
function lastPlace(x: number, noise: number): number {
  // from a place above: 0.09999999999999994 (0.1 less 5.6e-17) ends at 10^-1
  const first = Math.floor(Math.log10(Math.abs(x))) + 1;
  for (let place = first; place > first - MAX_PLACES; place--) {
    const unit = 10 ** place;
    if (Math.abs(x - Math.round(x / unit) * unit) <= noise) return place;
  }
  return first - MAX_PLACES;
}

/** The power of ten of the compact form's suffix for `v` (K 3, M 6, B 9, T 12; none 0). */
function compactPower(v: number): number {
  const a = Math.abs(v);
  return a < 1e3 ? 0 : Math.min(12, 3 * Math.floor(Math.log10(a) / 3));
}

function fixed(places: number, compact: boolean): Intl.NumberFormat {
  const digits = Math.min(MAX_PLACES, Math.max(0, places));
  return cachedFormat(`axis${compact ? 'c' : 'n'}${digits}`, { ...(compact ? { notation: 'compact', compactDisplay: 'short' } : {}), minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function withUnit(unit: MetricUnit | 'index', n: string): string {
  switch (unit) {
    // the sign before the dollar, as the panels write a loss: "-$84K", not "$-84K"
    case 'usd': return n.startsWith('-') ? `-$${n.slice(1)}` : `$${n}`;
    case 'percent': return `${n}%`;
    default: return n;
  }
}

/**
 * An axis's ticks (null: a tick left out, written as nothing), each to the digit the step between
 * them (the smallest, on a log axis) and the ticks themselves need, so that no two read alike and
 * each reads as the value it marks: $0.42, $0.44; $1.00, $1.25; $3,000, $3,020; $94.25K; 1.225M.
 * Written in full or compact (K, M, B, T), whichever is shorter for the axis's longest tick (in
 * full where as short).
 */
export function axisValues(unit: MetricUnit | 'index', splits: readonly (number | null)[]): string[] {
  const ticks = splits.filter((v): v is number => v !== null && Number.isFinite(v));
  const steps = ticks.slice(1).map((v, i) => Math.abs(v - ticks[i]!)).filter((d) => d > 0);
  // a tick within float noise of zero (5.6e-17) is zero
  const noise = NOISE * Math.max(0, ...ticks.map(Math.abs));
  const places = [...steps, ...ticks].filter((v) => Math.abs(v) > noise).map((v) => lastPlace(v, noise));
  const last = places.length ? Math.min(...places) : 0;
  const write = (compact: boolean): string[] => splits.map((v) => (v === null || !Number.isFinite(v) ? ''
    : withUnit(unit, fixed((compact ? compactPower(v) : 0) - last, compact).format(v))));
  const full = write(false);
  const compact = write(true);
  const longest = (labels: string[]): number => Math.max(0, ...labels.map((l) => l.length));
  return longest(compact) < longest(full) ? compact : full;
}

/** A value as the legend reads it out under the pointer: as its figure reads everywhere (a line of an older notebook output: by its unit). */
export function readoutValue(unit: MetricUnit, v: number | null | undefined, figure?: FigureId): string {
  if (v === null || v === undefined) return MISSING;
  if (figure) return formatFigure(figure, v);
  switch (unit) {
    case 'usd': return Math.abs(v) >= 1e6 ? formatCompactMoney(v) : formatPrice(v);
    case 'percent': return formatPercent(v);
    default: return formatNumber(v);
  }
}

const DAY = 86_400;
const INTERVAL_DAYS: Readonly<Record<Interval, number>> = { '1d': 1, '1w': 7, '1m': 30, '3m': 90, '6m': 180, '1y': 365, all: Infinity };
/** Past two weeks, hours are too many points to read (a month by hour is ~720). */
const HOURLY_DAYS = 14;

/** The bucket a range starts with: by day past two weeks, by hour up to them. */
export function defaultBucket(range: Interval | { start: number; end?: number }, now = Date.now() / 1000): Bucket {
  const days = typeof range === 'string' ? INTERVAL_DAYS[range] : ((range.end ?? now) - range.start) / DAY;
  return days > HOURLY_DAYS ? 'day' : 'hour';
}

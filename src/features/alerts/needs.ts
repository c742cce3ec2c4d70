// What data each rule needs, and the round's request plan built from it. A line condition on a
// figure of the subject's summary needs the summary (the watchlist's answer); a series condition
// (and the median of interactions) declares which bucket of the subject's series it reads and how
// many points back. Rules on one subject share: one summary, one series request per bucket, the
// longest need of each bucket deciding how far back it is asked. Pure.
import type { Bucket, Interval } from '../../service/api/values';
import type { ItemRef } from '../../shared/items';
import { itemKey } from '../../shared/items';
import type { SeriesAsk, SeriesKind, SeriesSubject } from '../../shared/queries/series';
import type { AlertRule, SeriesField } from './core/model';
import { METRIC_INFO, SERIES_KINDS } from './core/model';
import { SECONDS } from './conditions/verdict';

export interface SeriesNeed {
  bucket: Bucket;
  /** Points back from the latest, the latest included. */
  points: number;
  /** The fields read (the metric's, and the price for a divergence). */
  fields: readonly SeriesField[];
}

/** Daily points the median of interactions reads (the latest day against the days before). */
export const MEDIAN_DAYS = 30;

/** The series a rule reads, or undefined when the subject's summary is all it needs. */
export function needOf(rule: Pick<AlertRule, 'metric' | 'condition'>): SeriesNeed | undefined {
  const c = rule.condition;
  const field = METRIC_INFO[rule.metric].series;
  switch (c.kind) {
    case 'unusual':
      return field && { bucket: c.bucket, points: c.windowDays * (c.bucket === 'hour' ? 24 : 1) + 1, fields: [field] };
    case 'diverges':
      return field && { bucket: 'hour', points: c.windowHours + 1, fields: [field, 'close'] };
    case 'sentimentCrosses':
      return { bucket: 'hour', points: 2, fields: ['sentiment'] };
    case 'sentimentDrops':
      return { bucket: 'hour', points: c.windowHours + 1, fields: ['sentiment'] };
    default:
      return rule.metric === 'interactionsVsMedian' ? { bucket: 'day', points: MEDIAN_DAYS, fields: ['interactions'] } : undefined;
  }
}

const INTERVALS: readonly [Exclude<Interval, 'all'>, number][] = [
  ['1d', SECONDS.day], ['1w', 7 * SECONDS.day], ['1m', 30 * SECONDS.day], ['3m', 90 * SECONDS.day], ['6m', 180 * SECONDS.day], ['1y', 365 * SECONDS.day],
];

/** The shortest interval holding `points` buckets. */
export function intervalFor(bucket: Bucket, points: number): Interval {
  const span = points * SECONDS[bucket];
  return INTERVALS.find(([, s]) => s >= span)?.[0] ?? 'all';
}

export function seriesAsk(bucket: Bucket, points: number): SeriesAsk {
  return { bucket, interval: intervalFor(bucket, points) };
}

export interface SubjectPlan {
  ref: ItemRef;
  rules: AlertRule[];
  /** Whether any rule reads the subject's summary (its market row for coins). */
  summary: boolean;
  /** Points asked per bucket (the longest need of the bucket). */
  series: Partial<Record<Bucket, number>>;
}

/** The round's plan: the active rules grouped by subject, with what each subject is asked for. */
export function roundPlan(rules: readonly AlertRule[]): Map<string, SubjectPlan> {
  const plan = new Map<string, SubjectPlan>();
  for (const rule of rules) {
    if (rule.paused) continue;
    const key = itemKey(rule.subject);
    const entry = plan.get(key) ?? { ref: rule.subject, rules: [], summary: false, series: {} };
    entry.rules.push(rule);
    const need = needOf(rule);
    if (need) entry.series[need.bucket] = Math.max(entry.series[need.bucket] ?? 0, need.points);
    else entry.summary = true;
    plan.set(key, entry);
  }
  return plan;
}

/** The series requests of a subject's plan, one per bucket. */
export function seriesAsks(plan: Pick<SubjectPlan, 'series'>): { bucket: Bucket; ask: SeriesAsk }[] {
  return (Object.entries(plan.series) as [Bucket, number][]).map(([bucket, points]) => ({ bucket, ask: seriesAsk(bucket, points) }));
}

/** The subject as its series is asked, or undefined for a kind without one (NFTs, creators). */
export function seriesSubject(ref: ItemRef): SeriesSubject | undefined {
  return (SERIES_KINDS as readonly string[]).includes(ref.kind) ? { kind: ref.kind as SeriesKind, id: ref.id } : undefined;
}

/** Days a backtest replays. */
export const BACKTEST_DAYS = 30;

/**
 * The one series request a backtest of `rule` reads: the bucket it is judged on, over at least
 * the last 30 days or the rule's own need if longer (then the round's own ask: one cache entry).
 * The first days of a long window are history only (the backtest's `judged` says how many checks
 * could be told); pass `since` to the backtest to count exactly the last 30 days when the answer
 * reaches further. Undefined when its figure has no series (summary-only figures: topic rank).
 */
export function backtestAsk(rule: Pick<AlertRule, 'metric' | 'condition'>): SeriesAsk | undefined {
  const need = needOf(rule) ?? (METRIC_INFO[rule.metric].series ? { bucket: 'hour' as const, points: 1 } : undefined);
  if (!need) return undefined;
  const perDay = need.bucket === 'hour' ? 24 : 1;
  return seriesAsk(need.bucket, Math.max(need.points, BACKTEST_DAYS * perDay));
}

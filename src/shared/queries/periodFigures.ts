// Figures over a period, read from a subject's series alone: the return (the price at the start of
// its first bucket, the bucket's open, to its last close: every bucket of the period), the change
// in interactions (the period's last day against its first), and how price and social activity
// moved together bucket by bucket: Pearson's r of the bucket-to-bucket % changes of the close and
// of the interactions. One derivation, for every surface that shows these. Pure.
import type { TimeSeriesPoint } from '../../service/api/types';
import type { Bucket } from '../../service/api/values';

export const BUCKET_SECONDS: Readonly<Record<Bucket, number>> = { hour: 3600, day: 86_400 };

/** Fewer pairs of changes than this give no correlation worth reading (a day of hours). */
export const CORRELATION_MIN_PAIRS = 24;

const DAY_SECONDS = 86_400;

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

function byTime(points: readonly TimeSeriesPoint[]): TimeSeriesPoint[] {
  return [...points].sort((a, b) => a.time - b.time);
}

export interface PeriodReturn {
  /**
   * When the prices were read (unix seconds): `from` the start of the first priced bucket (its
   * open), or its end where the series sends no open (its close); `to` the end of the last bucket
   * (its close).
   */
  from: number;
  to: number;
  first: number;
  last: number;
  /** (last − first) / first, in percent. */
  percent: number;
  /** The hours from `from` to `to`: 168 for a week of whole hours with opens (as the 7-day change). */
  hours: number;
}

/**
 * The change of the price over the series: from the first priced bucket's open (the price at the
 * period's start, so the return spans every bucket, 168 hours for a week by hour, not the 167
 * between a first and a last close) to the last close. A series without an open starts from
 * its first close, one bucket later. Undefined without two prices.
 */
export function periodReturn(points: readonly TimeSeriesPoint[], bucket: Bucket = 'hour'): PeriodReturn | undefined {
  const step = BUCKET_SECONDS[bucket];
  const closes = byTime(points).filter((p) => positive(p.close));
  const first = closes[0];
  const last = closes[closes.length - 1];
  if (!first || !last) return undefined;
  const open = positive(first.open) ? first.open : undefined;
  if (open === undefined && first === last) return undefined;
  const base = open ?? first.close!;
  const from = open !== undefined ? first.time : first.time + step;
  const to = last.time + step;
  return { from, to, first: base, last: last.close!, percent: ((last.close! - base) / base) * 100, hours: (to - from) / 3600 };
}

export interface InteractionsChange {
  /** Interactions in the period's first 24 hours and in its last 24 hours. */
  firstDay: number;
  lastDay: number;
  percent: number;
}

/**
 * Interactions in the last 24 hours of the series against its first 24 hours, in percent: whole
 * days, so the hour of the day (nights are quiet) does not count. Undefined when the series spans
 * less than two days or its first day had none.
 */
export function interactionsChange(points: readonly TimeSeriesPoint[]): InteractionsChange | undefined {
  const known = byTime(points).filter((p) => typeof p.interactions === 'number' && Number.isFinite(p.interactions));
  const start = known[0]?.time;
  const end = known[known.length - 1]?.time;
  if (start === undefined || end === undefined || end - start < 2 * DAY_SECONDS - BUCKET_SECONDS.hour) return undefined;
  const sum = (inDay: (t: number) => boolean): number => known.reduce((s, p) => s + (inDay(p.time) ? p.interactions! : 0), 0);
  const firstDay = sum((t) => t < start + DAY_SECONDS);
  const lastDay = sum((t) => t > end - DAY_SECONDS);
  if (firstDay <= 0) return undefined;
  return { firstDay, lastDay, percent: ((lastDay - firstDay) / firstDay) * 100 };
}

/** Pearson's correlation coefficient of two equally long lists, or undefined when either does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | undefined {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return undefined;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i]!;
    my += ys[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return undefined;
  // rounding can push a perfect correlation a hair past ±1
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

export type Correlation =
  | { r: number; pairs: number }
  /**
   * `noPrice`: the series has no close; `noInteractions`: it has no interactions (a plan without
   * social data gets a coin's prices alone); `tooFew`: under CORRELATION_MIN_PAIRS pairs; `flat`:
   * one side never moved.
   */
  | { problem: 'noPrice' | 'noInteractions' | 'tooFew' | 'flat'; pairs: number };

/**
 * Pearson's r of the price's bucket-to-bucket % change (close to close) against the interactions'
 * bucket-to-bucket % change, over the neighbouring buckets (`bucket` apart) where both are known
 * and above zero. A missing bucket breaks the chain there rather than making one change of two.
 */
export function priceInteractionsCorrelation(points: readonly TimeSeriesPoint[], bucket: Bucket): Correlation {
  const sorted = byTime(points);
  if (!sorted.some((p) => positive(p.close))) return { problem: 'noPrice', pairs: 0 };
  // zeros are interactions the plan gives (a quiet week), so they fall to tooFew or flat
  if (sorted.every((p) => p.interactions === undefined)) return { problem: 'noInteractions', pairs: 0 };
  const returns: number[] = [];
  const changes: number[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (b.time - a.time !== BUCKET_SECONDS[bucket]) continue;
    if (!positive(a.close) || !positive(b.close) || !positive(a.interactions) || !positive(b.interactions)) continue;
    returns.push(b.close / a.close - 1);
    changes.push(b.interactions / a.interactions - 1);
  }
  const pairs = returns.length;
  if (pairs < CORRELATION_MIN_PAIRS) return { problem: 'tooFew', pairs };
  const r = pearson(returns, changes);
  return r === undefined ? { problem: 'flat', pairs } : { r, pairs };
}

// A series as the series conditions read it: one field's values in time order, missing and
// non-numeric points dropped (real answers have holes, nulls and numbers sent as strings). Pure.
import type { TimeSeriesPoint } from '../../../service/api/types';
import type { Bucket } from '../../../service/api/values';
import { bucketSoFar } from '../../../shared/figures/derive';
import type { SeriesField } from '../core/model';

/**
 * The points a rule judges: by day, today so far is no whole day ("vs the 7-day median", "unusual
 * by day" and their backtests compare whole days only); by hour, the hour so far is the latest.
 */
export function judgedPoints<P extends TimeSeriesPoint>(points: readonly P[], bucket: Bucket, generated: number): P[] {
  return bucket === 'day' ? points.filter((p) => !bucketSoFar(p.time, 86_400, generated)) : [...points];
}

/** [unix seconds, value] of one field, oldest first. */
export type Values = readonly (readonly [number, number])[];

export function valuesOf(points: readonly TimeSeriesPoint[], field: SeriesField): Values {
  const out: [number, number][] = [];
  for (const p of points) {
    const raw: unknown = p[field];
    const v = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof p.time === 'number' && Number.isFinite(p.time) && typeof v === 'number' && Number.isFinite(v)) out.push([p.time, v]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Median absolute deviation around `m`. */
export function mad(values: readonly number[], m: number): number {
  return median(values.map((v) => Math.abs(v - m)));
}

/** The value at exactly `time`, if the series has it. */
export function at(values: Values, time: number): number | undefined {
  return values.find(([t]) => t === time)?.[1];
}

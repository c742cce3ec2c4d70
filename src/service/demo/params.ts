// Query parameters of the operations: defaults, bounds and the messages for bad values.
import type { Bucket, Interval } from '../api/values';
import { TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS } from '../api/values';
import { worldHour } from './data/hour';
import type { ListQuery, ListRules } from './data/listings';
import { HttpError } from './reply';

const DAY = 86400;
const INTERVAL_SECONDS: Record<Exclude<Interval, 'all'>, number> = {
  '1d': DAY, '1w': 7 * DAY, '1m': 30 * DAY, '3m': 90 * DAY, '6m': 180 * DAY, '1y': 365 * DAY,
};
/** Longer spans are served by day even when hours are asked for (the echoed bucket says so). */
const MAX_HOURLY_SPAN = 366 * DAY;

function integer(q: URLSearchParams, name: string): number | undefined {
  const v = q.get(name);
  if (v === null || v === '') return undefined;
  if (!/^-?\d{1,15}$/.test(v)) throw new HttpError(400, `Invalid ${name} "${v}": use a whole number.`);
  if ((name === 'start' || name === 'end') && Number(v) > 1e11) {
    throw new HttpError(400, `Invalid ${name} "${v}": that looks like milliseconds; use unix seconds.`);
  }
  return Number(v);
}

function bucketOf(q: URLSearchParams): Bucket {
  const v = q.get('bucket') || 'hour';
  if (!(TIME_SERIES_BUCKETS as readonly string[]).includes(v)) throw new HttpError(400, `Invalid bucket "${v}": use hour or day.`);
  return v as Bucket;
}

export interface SeriesWindow {
  start: number;
  end: number;
  bucket: Bucket;
  /** The interval that set the start, when no start was given. */
  interval?: Interval;
}

/**
 * Time-series v1: interval (default 1w) or start/end, bucket (default hour). `now` in seconds.
 * A series ends at the world's moment (see worldHour): a week is the 168 hours up to it.
 */
export function seriesWindow(q: URLSearchParams, now: number, since: number): SeriesWindow {
  let bucket = bucketOf(q);
  const iv = q.get('interval') || '1w';
  if (!(TIME_SERIES_INTERVALS as readonly string[]).includes(iv)) {
    throw new HttpError(400, `Invalid interval "${iv}": use one of ${TIME_SERIES_INTERVALS.join(', ')}.`);
  }
  const interval = iv as Interval;
  const givenStart = integer(q, 'start');
  const asked = Math.min(integer(q, 'end') ?? now, now);
  const end = Math.min(asked, worldHour(now));
  const start = givenStart ?? (interval === 'all' ? since : end - INTERVAL_SECONDS[interval]);
  if (start < 0 || end < 0) throw new HttpError(400, 'start and end are unix timestamps in seconds.');
  if (start > asked) throw new HttpError(400, 'start must be before end.');
  if (bucket === 'hour' && end - start > MAX_HOURLY_SPAN) bucket = 'day';
  return { start, end, bucket, interval: givenStart === undefined ? interval : undefined };
}

/** Time-series v2: the last week up to the world's moment; only the bucket can be chosen. */
export function seriesWindowV2(q: URLSearchParams, now: number): SeriesWindow {
  const end = worldHour(now);
  return { start: end - 7 * DAY, end, bucket: bucketOf(q) };
}

export interface PostWindow {
  from: number;
  to: number;
  /** No start given: the top posts of the last 24 hours by their recent interactions. */
  recent: boolean;
}

/**
 * Posts: start rounds down to the start of its day, end up to the end of its day. Without a
 * start: the last `recentSeconds` (a day for topics).
 */
export function postWindow(q: URLSearchParams, now: number, recentSeconds = DAY): PostWindow {
  const start = integer(q, 'start');
  const end = integer(q, 'end');
  if (start === undefined) return { from: now - recentSeconds, to: now, recent: true };
  const from = Math.floor(start / DAY) * DAY;
  const to = Math.floor((end ?? now) / DAY) * DAY + DAY - 1;
  if (from < 0 || from > to) throw new HttpError(400, 'start must be before end.');
  return { from, to, recent: false };
}

/** A list's sort, direction, page and filter, checked against the list's own metrics. */
export function listQuery<M extends string>(q: URLSearchParams, rules: ListRules<M>): ListQuery<M> {
  const given = q.get('sort');
  const sort = given || rules.sort;
  if (!(rules.metrics as readonly string[]).includes(sort)) {
    throw new HttpError(400, `Invalid sort "${sort}": use one of ${rules.metrics.join(', ')}.`);
  }
  const limit = integer(q, 'limit') ?? 10;
  if (limit < 1) throw new HttpError(400, 'limit must be at least 1.');
  const page = integer(q, 'page') ?? 0;
  if (page < 0) throw new HttpError(400, 'page starts at 0.');
  const filter = q.get('filter')?.trim();
  const desc = given ? q.has('desc') : q.has('desc') || rules.desc;
  return { sort: sort as M, desc, limit: Math.min(limit, rules.maxLimit), page, filter: filter || undefined };
}

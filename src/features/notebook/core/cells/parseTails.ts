// The parts that follow a subject: a series' metrics, interval and bucket; a posts range; a
// market list's size, sort and sector.
import * as l10n from '../../../../shared/format/l10n';
import type { Bucket, Interval } from '../../../../service/api/values';
import { kindNoun, takesAn, type ItemKind } from '../../../../shared/items';
import { DEFAULT_METRICS, type MetricKey } from '../../../../shared/protocol/metrics';
import { didYouMean } from './closeWord';
import { intervalOf, intervalsUpTo, isPeriod, periodDays, withDays } from './periods';
import { Reader } from './reader';
import { lower, type Token } from './tokens';
import type { MarketListName } from './types';
import {
  ANY_SERIES_METRICS, BUCKETS, DEFAULT_SORT, INTERVAL_MEANINGS, INTERVALS, isSeriesKind, MAX_POST_DAYS, MAX_TOP, POSTS_KINDS, SERIES_METRICS, SORT_KEYS,
} from './vocabulary';

/** The metrics a series of `kind` has; every series metric when the kind is known only at the run. */
export function metricsOf(kind: ItemKind | undefined): readonly MetricKey[] {
  if (kind === undefined) return ANY_SERIES_METRICS;
  return isSeriesKind(kind) ? SERIES_METRICS[kind] : [];
}

/**
 * Why a series of `kind` cannot be asked for (a creator, a post, a search); a named subject's posts
 * are what to ask instead where it has them (the Watchlist's subjects are asked one at a time).
 */
export function noSeries(kind: ItemKind, named: boolean): string {
  const noun = kindNoun(kind);
  if (named && POSTS_KINDS.includes(kind)) return takesAn(kind) ? l10n.t('An {0} has no series a cell can chart; ask for its posts.', noun) : l10n.t('A {0} has no series a cell can chart; ask for its posts.', noun);
  return takesAn(kind) ? l10n.t('An {0} has no series a cell can chart.', noun) : l10n.t('A {0} has no series a cell can chart.', noun);
}

// Whole sentences for each kind, "a" or "an" by the English noun: a translation places the noun
// and its own words for "series", never a phrase put inside another sentence.
function nameAMetric(kind: ItemKind | undefined, metrics: string): string {
  if (!kind) return l10n.t('Name a metric of a series: {0}.', metrics);
  const noun = kindNoun(kind);
  return takesAn(kind) ? l10n.t('Name a metric of an {0}’s series: {1}.', noun, metrics) : l10n.t('Name a metric of a {0}’s series: {1}.', noun, metrics);
}

function notAMetric(word: string, kind: ItemKind | undefined, hint: string, metrics: string): string {
  if (!kind) return l10n.t('"{0}" is not a metric of a series.{1} The metrics are: {2}.', word, hint, metrics);
  const noun = kindNoun(kind);
  return takesAn(kind)
    ? l10n.t('"{0}" is not a metric of an {1}’s series.{2} The metrics are: {3}.', word, noun, hint, metrics)
    : l10n.t('"{0}" is not a metric of a {1}’s series.{2} The metrics are: {3}.', word, noun, hint, metrics);
}

export function readMetric(r: Reader, kind: ItemKind | undefined, after: Token): MetricKey {
  const t = r.peek();
  const known = metricsOf(kind);
  if (!t || t.type !== 'word') r.fail(nameAMetric(kind, known.join(', ')), t ?? after);
  const key = t.text.toLowerCase();
  if (!known.includes(key as MetricKey)) r.fail(notAMetric(t.text.slice(0, 40), kind, didYouMean(key, known), known.join(', ')), t);
  r.next();
  return key as MetricKey;
}

/** Intervals long enough that hourly points become thousands. */
const LONG_INTERVALS: readonly Interval[] = ['3m', '6m', '1y', 'all'];

const isBucket = (w: string): w is Bucket => (BUCKETS as readonly string[]).includes(w);

export interface Span {
  interval?: Interval;
  bucket: Bucket;
}

/** The intervals a series takes, each with its length in days: `1d (24h), 1w (7d), …, all`. */
const seriesPeriods = (): string => intervalsUpTo().map(withDays).join(', ');

/** What a metric found after the period means: metrics of a series come before it; a comparison has one. */
function misplacedMetric(word: string, of: 'series' | 'compare'): string {
  return of === 'series'
    ? l10n.t('"{0}" is a metric: metrics come right after "series", before the period (series {0} 1m).', word)
    : l10n.t('"{0}" is a metric: a comparison charts one metric, the one after "on".', word);
}

/** `[1m] [by day]` in either order (`30d` is `1m`); by hour up to a week, by day beyond, unless said. */
export function readSpan(r: Reader, of: 'series' | 'compare'): Span {
  let interval: Interval | undefined;
  let bucket: Bucket | undefined;
  let periodToken: Token | undefined;
  let bucketToken: Token | undefined;
  for (let t = r.peek(); t; t = r.peek()) {
    const w = lower(t);
    if (isPeriod(w) && periodToken) {
      r.fail(l10n.t('This series already has a period ("{0}").', periodToken.text.slice(0, 40)), t);
    } else if (w === 'by' && bucket) {
      r.fail(l10n.t('This series already goes by {0}.', bucket), t);
    } else if (isPeriod(w)) {
      interval = intervalOf(w);
      if (!interval) r.fail(l10n.t('A series covers one of the service’s intervals, not {0}: {1}.', t.text.slice(0, 40), seriesPeriods()), t);
      periodToken = t;
      r.next();
    } else if (w === 'by') {
      r.next();
      const b = r.peek();
      const bw = lower(b);
      if (!isBucket(bw)) r.fail(b ? l10n.t('A series goes by {0}, not by "{1}".{2}', BUCKETS.join(l10n.t(' or by ')), b.text.slice(0, 40), didYouMean(bw, BUCKETS)) : l10n.t('A series goes by {0}.', BUCKETS.join(l10n.t(' or by '))), b ?? t);
      bucket = bw;
      r.next();
      bucketToken = b;
    } else if ((ANY_SERIES_METRICS as readonly string[]).includes(w)) {
      r.fail(misplacedMetric(t.text, of), t);
    } else {
      const words = [...(interval ? [] : INTERVALS), ...(bucket ? [] : ['by'])];
      r.fail(l10n.t('"{0}" is not expected here.{1} A series may end with a period ({2}) and "by hour" or "by day".', t.text.slice(0, 40), didYouMean(w, words), seriesPeriods()), t);
    }
  }
  if (bucket === 'hour' && interval && LONG_INTERVALS.includes(interval)) {
    r.warn(l10n.t('By hour over {0} is thousands of points: by day reads better and answers sooner.', INTERVAL_MEANINGS[interval]), bucketToken!);
  }
  const span: Span = { bucket: bucket ?? (interval === undefined || interval === '1d' || interval === '1w' ? 'hour' : 'day') };
  if (interval) span.interval = interval;
  return span;
}

/** `interactions,sentiment 1m by day`; without metrics, interactions. */
export function readSeries(r: Reader, kind: ItemKind | undefined, series: Token): { metrics: MetricKey[] } & Span {
  const metrics: MetricKey[] = [];
  const first = lower(r.peek());
  if (r.peek() && !isPeriod(first) && first !== 'by') {
    let after = series;
    for (;;) {
      const metric = readMetric(r, kind, after);
      if (!metrics.includes(metric)) metrics.push(metric);
      const comma = r.peek();
      if (comma?.type !== 'comma') break;
      r.next();
      after = comma;
    }
  }
  return { metrics: metrics.length ? metrics : [...DEFAULT_METRICS], ...readSpan(r, 'series') };
}

/** A period of whole days, 1 to 90 (`7d`, `1w`, `24h`, `1m`; hours round up to a day); a day when not said. */
export function readDays(r: Reader): number {
  const t = r.peek();
  if (!t) return 1;
  const period = periodDays(t.text);
  if (period === undefined) r.fail(l10n.t('"{0}" is not a period: write 24h, 7d (or 1w), 30d (or 1m), up to 90d (or 3m).', t.text.slice(0, 40)), t);
  const days = Math.ceil(period);
  if (days < 1 || days > MAX_POST_DAYS) r.fail(l10n.t('Posts go back 1 to {0} days, not {1}.', MAX_POST_DAYS, t.text.slice(0, 40)), t);
  r.next();
  return days;
}

export interface ListAsk {
  limit: number;
  sort: string;
  desc: boolean;
  sector?: string;
}

/** `top 10 by galaxy_score in defi`: every part may be left out (the top 10 by market cap). */
export function readList(r: Reader, list: MarketListName): ListAsk {
  let limit = 10;
  const top = r.take('top');
  if (top) {
    const n = r.peek();
    if (!n || !/^\d+$/.test(n.text)) r.fail(l10n.t('Say how many: {0} top 10.', list), n ?? top);
    limit = Number(n.text);
    if (limit < 1 || limit > MAX_TOP) r.fail(l10n.t('A list holds 1 to {0} rows, not {1}.', MAX_TOP, n.text.slice(0, 10)), n);
    r.next();
  }
  const keys = SORT_KEYS[list].map((s) => s.key);
  let sort = DEFAULT_SORT[list];
  const by = r.take('by');
  if (by) {
    const s = r.peek();
    if (!s || s.type !== 'word') r.fail(l10n.t('Sort by one of: {0}.', keys.join(', ')), s ?? by);
    if (!keys.includes(s.text.toLowerCase())) r.fail(l10n.t('{0} cannot be sorted by "{1}".{2} Sort by one of: {3}.', list, s.text.slice(0, 40), didYouMean(s.text, keys), keys.join(', ')), s);
    sort = s.text.toLowerCase();
    r.next();
  }
  let desc = SORT_KEYS[list].find((s) => s.key === sort)!.desc;
  const order = lower(r.peek());
  if (order === 'asc' || order === 'desc') {
    desc = order === 'desc';
    r.next();
  }
  const ask: ListAsk = { limit, sort, desc };
  const inWord = r.take('in');
  if (inWord) {
    if (list !== 'coins') r.fail(l10n.t('Only coins are listed by sector, not {0}.', list), inWord);
    const s = r.next();
    if (!s || s.type === 'comma') r.fail(l10n.t('Name the sector: coins top 10 in defi.'), s ?? inWord);
    const sector = s.text.trim().toLowerCase();
    if (!/^[a-z0-9 _-]{1,40}$/.test(sector)) r.fail(l10n.t('A sector is a name such as "defi": letters, numbers, spaces, - and _.'), s);
    ask.sector = sector;
  }
  r.end(l10n.t('a list reads "{0}".', `${list} top 10 by ${DEFAULT_SORT[list]}${list === 'coins' ? ' in defi' : ''}`));
  return ask;
}

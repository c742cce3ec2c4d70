// #pulseSeries: a topic's or category's time series, first to last, with the day or hour so far
// marked. Pure.
import type { OperationId } from '../../../../service/api/operations';
import type { Access } from '../../../../service/api/plans';
import type { TimeSeriesPoint } from '../../../../service/api/types';
import type { Bucket, Interval } from '../../../../service/api/values';
import { bucketSoFar } from '../../../../shared/figures/derive';
import * as l10n from '../../../../shared/format/l10n';
import { ownMarkdown } from '../../../../editor/sinks/neutral';
import { categoryRef, kindNoun, topicRef } from '../../../../shared/items';
import { fetchSeries, isLastWeek, seriesOperation, type FetchedSeries } from '../../../../shared/queries/series';
import { blocks, cell, change, code, joined, label, leftOut, md, missing, own, plural, say, stamp, table, utcDay, value, type MarkdownText } from '../render';
import { SERIES_KINDS, SERIES_METRICS, TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS, type SeriesMetric } from '../specs';
import { absent, identifier, int, listOf, oneOf, text, topicName } from './read';
import { defineTool } from './record';

export interface SeriesInput {
  kind: 'topic' | 'category';
  name: string;
  metrics: SeriesMetric[];
  bucket: Bucket;
  /** Undefined: the last week (src/shared/queries/series.ts asks it as the panels do: v1 on Builder, v2 below). */
  interval?: Interval;
  maxRows: number;
}

const HOURS: Readonly<Record<Interval, number>> = { '1d': 24, '1w': 168, '1m': 720, '3m': 2160, '6m': 4380, '1y': 8760, all: 8760 * 6 };

/** Points of a series of `interval` in `bucket`s (the service's `all` reaches back years). */
function seriesPoints(bucket: 'hour' | 'day', interval: Interval | undefined): number {
  const hours = HOURS[interval ?? '1w'];
  return bucket === 'hour' ? hours : Math.max(1, Math.round(hours / 24));
}

/**
 * The operation a series call asks with on a plan: a topic's week comes from v2 on a plan
 * without v1; anything longer needs v1, which the plan gate then refuses before any request.
 */
function seriesCallOperation(i: Pick<SeriesInput, 'kind' | 'bucket' | 'interval'>, access: Access): OperationId {
  const op = seriesOperation(i.kind, access);
  return op === 'topicTimeSeriesV2' && !isLastWeek(i) ? 'topicTimeSeries' : op;
}

/** A series' metric as the table heads it: the catalogue's label, and the id the tool takes. */
function seriesHead(metric: SeriesMetric): MarkdownText {
  return md`${label(metric)} (\`${metric}\`)`;
}

export const series = defineTool('series', {
  input: (o): SeriesInput => {
    const kind = oneOf(o, 'kind', SERIES_KINDS, 'topic');
    const raw = text(o, 'name', () => (kind === 'topic' ? l10n.t('"name" is required: the topic\'s name.') : l10n.t('"name" is required: the category\'s name.')));
    const interval = absent(o, 'interval') ? undefined : oneOf(o, 'interval', TIME_SERIES_INTERVALS);
    return {
      kind,
      name: kind === 'topic' ? topicName(raw, 'name') : identifier('category', raw, 'name'),
      metrics: listOf(o, 'metrics', SERIES_METRICS, ['interactions', 'posts_active', 'sentiment'], 6),
      bucket: oneOf(o, 'bucket', TIME_SERIES_BUCKETS, 'day'),
      interval,
      maxRows: int(o, 'maxRows', 1, 60, 14),
    };
  },
  calls: (i, access) => {
    const span = i.interval ?? '1w';
    return [{ op: seriesCallOperation(i, access), what: say(i.bucket === 'day' ? l10n.t('the {0} daily series of {1} "{2}"') : l10n.t('the {0} hourly series of {1} "{2}"'), cell(span), ownMarkdown(kindNoun(i.kind)), cell(i.name, 60)) }];
  },
  points: (i) => seriesPoints(i.bucket, i.interval),
  run: async (i, m, c) => {
    const { access } = m.env.state().plan;
    let note: FetchedSeries['note'];
    const a = await m.take(fetchSeries(c, { kind: i.kind, id: i.name }, i, m.options, access).then((s) => {
      note = s.note;
      return s.answer;
    }));
    const points = [...a.data].sort((x, y) => x.time - y.time);
    const step = i.bucket === 'day' ? 86_400 : 3_600;
    const lastPoint = points.at(-1);
    // the day or hour so far is listed, marked, but left out of first, last, change, min and max
    const soFar = lastPoint && bucketSoFar(lastPoint.time, step, a.generated) ? lastPoint : undefined;
    const whole = soFar ? points.slice(0, -1) : points;
    const present = i.metrics.filter((k) => points.some((p) => typeof p[k as keyof TimeSeriesPoint] === 'number'));
    const absent = i.metrics.filter((k) => !present.includes(k));
    const val = (p: TimeSeriesPoint | undefined, k: SeriesMetric): number | undefined => {
      const v = p?.[k as keyof TimeSeriesPoint];
      return typeof v === 'number' ? v : undefined;
    };
    const stats = present.map((k) => {
      const values = whole.map((p) => val(p, k)).filter((v): v is number => v !== undefined);
      const first = values[0];
      const last = values.at(-1);
      return [seriesHead(k), value(k, first), value(k, last), change(k, first, last), value(k, Math.min(...values)), value(k, Math.max(...values))];
    });
    const shown = points.slice(-i.maxRows);
    // a day is the service's UTC day, named by its date; an hour, by its start in the zone shown
    const pointStamp = (p: TimeSeriesPoint): MarkdownText => (i.bucket === 'day' ? utcDay(p.time * 1000) : stamp(p.time * 1000));
    const pointTime = (p: TimeSeriesPoint): MarkdownText => (p === soFar ? say(l10n.t('{0} (so far)'), pointStamp(p)) : pointStamp(p));
    const rows = shown.map((p) => [pointTime(p), ...present.map((k) => value(k, val(p, k)))]);
    const span = !points.length ? 'no points'
      : i.bucket === 'day' ? md`${pointStamp(points[0]!)} to ${pointStamp(points.at(-1)!)} (UTC days)`
        : md`${pointStamp(points[0]!)} to ${pointStamp(points.at(-1)!)}`;
    const ref = i.kind === 'topic' ? topicRef(i.name) : categoryRef(i.name);
    return {
      body: blocks([
        i.kind === 'topic'
          ? say(l10n.t('## Topic {0}: {1} in {2}s'), code(i.name), own(i.interval ?? '1w'), own(i.bucket))
          : say(l10n.t('## Category {0}: {1} in {2}s'), code(i.name), own(i.interval ?? '1w'), own(i.bucket)),
        md`${plural(points.length, 'point')}, ${span}.`,
        note ? ownMarkdown(note) : undefined,
        soFar && (i.bucket === 'day'
          ? say(l10n.t('_The last day is the day so far (to {0}): first, last, change, min and max cover whole days only._'), stamp(a.generated * 1000))
          : say(l10n.t('_The last hour is the hour so far (to {0}): first, last, change, min and max cover whole hours only._'), stamp(a.generated * 1000))),
        table(['metric', 'first', 'last', 'change', 'min', 'max'], stats, say(l10n.t('_No values for the metrics asked._'))),
        absent.length ? md`_Not in this series: ${joined(absent.map((k) => own(k)), ', ')} (market metrics exist only for topics that are assets)._` : undefined,
        rows.length && present.length ? table([i.bucket === 'day' ? 'day (UTC)' : 'hour', ...present.map(label)], rows, missing) : undefined,
        leftOut(shown.length, points.length, md`the latest ${shown.length} are listed; the first/min/max above cover all ${points.length}; maxRows takes up to 60`),
      ]),
      refs: [ref],
    };
  },
});

// `topic bitcoin series interactions,sentiment 1m by day` and `compare bitcoin, ethereum on
// interactions`: each subject's series through fetchSeries (one request per subject, the plan's
// v1→v2 fallback included), drawn as one chart with a line per subject and metric.
import * as l10n from '../../../../shared/format/l10n';
import type { Access } from '../../../../service/api/plans';
import type { RequestOptions } from '../../../../service/api/service';
import type { Bucket, Interval } from '../../../../service/api/values';
import { bucketSoFar } from '../../../../shared/figures/derive';
import { MISSING } from '../../../../shared/format/numbers';
import { formatMoment, isoTime } from '../../../../shared/format/time';
import { describeRef, kindNoun, takesAn, type ItemRef } from '../../../../shared/items';
import type { CellChart, CellChartLine } from '../../../../shared/protocol/cellOutput';
import type { ChartPoint, MetricKey } from '../../../../shared/protocol/metrics';
import { fetchSeries, type SeriesKind } from '../../../../shared/queries/series';
import { eachOf, type Tally } from './tally';
import type { CellClient } from './types';
import { isSeriesKind, metricNamed } from './vocabulary';

export interface SeriesRun {
  refs: readonly ItemRef[];
  metrics: readonly MetricKey[];
  interval?: Interval;
  bucket: Bucket;
  access?: Access;
}

const STEP: Readonly<Record<Bucket, number>> = { hour: 3600, day: 86400 };

function seriesRefs(refs: readonly ItemRef[], tally: Tally): (ItemRef & { kind: SeriesKind })[] {
  const charted = refs.filter((r): r is ItemRef & { kind: SeriesKind } => isSeriesKind(r.kind));
  for (const r of refs) if (!isSeriesKind(r.kind)) tally.note(takesAn(r.kind) ? l10n.t('{0} is left out: an {1} has no series a cell charts.', describeRef(r), kindNoun(r.kind)) : l10n.t('{0} is left out: a {1} has no series a cell charts.', describeRef(r), kindNoun(r.kind)));
  return charted;
}

export async function runSeries(client: CellClient, run: SeriesRun, options: RequestOptions, tally: Tally): Promise<CellChart> {
  const refs = seriesRefs(run.refs, tally);
  const done = await eachOf(tally, refs, describeRef, async (ref) => {
    const fetched = await fetchSeries(client, { kind: ref.kind, id: ref.id }, { bucket: run.bucket, interval: run.interval }, options, run.access);
    tally.answer(fetched.answer);
    if (fetched.note) tally.note(fetched.note);
    return fetched.answer;
  });
  const times = [...new Set(done.flatMap((d) => d.value.data.map((p) => p.time)))].sort((a, b) => a - b);
  const lines: CellChartLine[] = [];
  const several = refs.length > 1;
  for (const { item, value } of done) {
    const byTime = new Map<number, ChartPoint>(value.data.map((p) => [p.time, p]));
    for (const key of run.metrics) {
      const metric = metricNamed(key)!;
      const values = times.map((t) => {
        const v = byTime.get(t)?.[key];
        return typeof v === 'number' && Number.isFinite(v) ? v : null;
      });
      if (values.every((v) => v === null)) {
        tally.note(l10n.t('{0} has no {1} in its series.', describeRef(item), metric.label.toLowerCase()));
        continue;
      }
      lines.push({ label: several ? l10n.t('{0}: {1}', item.title || item.id, metric.label) : metric.label, unit: metric.unit, figure: metric.key, values });
    }
  }
  const partial = partialLast(times, STEP[run.bucket], done.map((d) => d.value));
  if (partial) tally.note(partialWords(run.bucket, partial));
  return { times, step: STEP[run.bucket], lines, ...(partial ? { partial } : {}) };
}

/** The last point, when some subject's answer was generated before its day or hour ended. */
function partialLast(times: readonly number[], step: number, answers: readonly { data: readonly { time: number }[]; generated: number }[]): CellChart['partial'] {
  const last = times[times.length - 1];
  if (last === undefined) return undefined;
  const until = answers.filter((a) => a.data.some((p) => p.time === last) && bucketSoFar(last, step, a.generated)).map((a) => a.generated);
  return until.length ? { time: last, until: Math.min(...until) } : undefined;
}

function partialWords(bucket: Bucket, partial: NonNullable<CellChart['partial']>): string {
  const to = formatMoment(partial.until * 1000);
  // a series' days are UTC days
  return bucket === 'day'
    ? l10n.t('The last day, {0} (UTC), is the day so far (to {1}): its counts cover only part of it.', isoTime(partial.time * 1000)?.slice(0, 10) ?? MISSING, to)
    : l10n.t('The last hour, {0}, is the hour so far (to {1}): its counts cover only part of it.', formatMoment(partial.time * 1000), to);
}

// What one check of a rule reads from its subject's series: for a series condition its verdict
// on the latest point; for a line condition on a figure the series holds, that figure's latest
// value (the backtest replays line rules this way). Pure.
import * as l10n from '../../../shared/format/l10n';
import type { TimeSeriesPoint } from '../../../service/api/types';
import type { Bucket } from '../../../service/api/values';
import type { AlertRule, SeriesField } from '../core/model';
import { METRIC_INFO } from '../core/model';
import { vsMedian } from './median';
import { divergenceVerdict } from './divergence';
import { valuesOf } from './points';
import { sentimentCrossVerdict, sentimentDropVerdict } from './sentiment';
import { unusualVerdict } from './unusual';
import type { Verdict } from './verdict';

/** A subject's series by bucket, oldest point first or not (they are sorted when read). */
export type SubjectSeries = Partial<Record<Bucket, readonly TimeSeriesPoint[]>>;

export interface SeriesReading {
  /** The verdict of a series condition. */
  verdict?: Verdict;
  /** The figure's latest value, for a line condition. */
  value?: number;
  /** Unix seconds of the point read. */
  time?: number;
}

export function readSeries(rule: Pick<AlertRule, 'metric' | 'condition'>, series: SubjectSeries): SeriesReading {
  const c = rule.condition;
  const field = METRIC_INFO[rule.metric].series;
  const missing = (bucket: Bucket): SeriesReading => ({ verdict: { holds: undefined, note: bucket === 'day' ? l10n.t('No daily series of {0} yet.', METRIC_INFO[rule.metric].label) : l10n.t('No hourly series of {0} yet.', METRIC_INFO[rule.metric].label) } });
  // points came, none with the figure: the service leaves social figures out of a plan without
  // social data (silent gating), and waiting would not bring them
  const lacking = (points: readonly TimeSeriesPoint[], f: SeriesField): SeriesReading | undefined => (points.length && !valuesOf(points, f).length
    ? { verdict: { holds: undefined, note: l10n.t('The series carries no {0}: a plan without social data may get series without their social figures.', METRIC_INFO[rule.metric].label) } }
    : undefined);
  switch (c.kind) {
    case 'unusual': {
      const points = series[c.bucket];
      return points && field ? lacking(points, field) ?? withTime(unusualVerdict(c, valuesOf(points, field))) : missing(c.bucket);
    }
    case 'diverges': {
      const points = series.hour;
      return points && field ? lacking(points, field) ?? withTime(divergenceVerdict(c, valuesOf(points, field), valuesOf(points, 'close'))) : missing('hour');
    }
    case 'sentimentCrosses':
      return series.hour ? lacking(series.hour, 'sentiment') ?? withTime(sentimentCrossVerdict(c, valuesOf(series.hour, 'sentiment'))) : missing('hour');
    case 'sentimentDrops':
      return series.hour ? lacking(series.hour, 'sentiment') ?? withTime(sentimentDropVerdict(c, valuesOf(series.hour, 'sentiment'))) : missing('hour');
    default: {
      if (rule.metric === 'interactionsVsMedian') {
        const days = series.day ?? [];
        return { value: vsMedian(days), time: days.length ? Math.max(...days.map((p) => p.time)) : undefined };
      }
      const values = field && series.hour ? valuesOf(series.hour, field) : [];
      const last = values[values.length - 1];
      return last ? { value: last[1], time: last[0] } : {};
    }
  }
}

function withTime(verdict: Verdict): SeriesReading {
  return { verdict, time: verdict.time };
}

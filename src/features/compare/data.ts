// What the compare panel's webview draws: each subject's series (the charted metrics only), the
// tables side by side with their leaders, and the words that say what the period figures are.
import type { CompareData, ComparePoint, CompareRow, SeriesMetric } from '../../shared/protocol/compare';
import { SERIES_METRICS } from '../../shared/protocol/compare';
import { networkLabel } from '../../shared/format/networks';
import { num, type Subject } from './core/model';
import { figureTable, periodNote, periodTable, sentimentTable, type TableRow } from './tables';

/**
 * The metric the chart starts with: the price when every subject has a price series, else the
 * first metric they all have (a stock has no price series: coins with stocks start on
 * interactions), else the first any has; interactions when none has any.
 */
function firstMetric(data: readonly { points: readonly ComparePoint[] }[], metrics: readonly SeriesMetric[]): SeriesMetric {
  // a subject with no series at all (it failed) has a line of nothing: it does not decide
  const series = data.filter((s) => s.points.length > 0);
  const everyHas = (m: SeriesMetric): boolean => series.every((s) => s.points.some((p) => p[m] !== undefined));
  if (metrics.includes('close') && everyHas('close')) return 'close';
  return metrics.find(everyHas) ?? metrics[0] ?? 'interactions';
}

const nullable = <T>(values: readonly (T | undefined)[]): (T | null)[] => values.map((v) => v ?? null);

function sent({ row, values, leaders, missing }: TableRow): CompareRow {
  return { label: row.label, figure: row.figure, values: nullable(values), leaders, missing: nullable(missing) };
}

export function compareData(subjects: readonly Subject[]): CompareData {
  const points = (s: Subject): ComparePoint[] => s.points.map((p) => ({ time: p.time, interactions: num(p.interactions), sentiment: num(p.sentiment), close: num(p.close) }));
  const data = subjects.map((s): CompareData['subjects'][number] => ({ ref: s.ref, points: points(s), stale: s.stale, problem: s.problem, seriesProblem: s.seriesProblem }));
  const metrics = SERIES_METRICS.filter((m) => data.some((s) => s.points.some((p) => p[m] !== undefined)));
  const sentiment = sentimentTable(subjects).map(({ network, values, leaders }): CompareRow => ({
    label: networkLabel(network), figure: 'network_sentiment', values: nullable(values), leaders,
  }));
  return {
    subjects: data, metrics, metric: firstMetric(data, metrics),
    figures: figureTable(subjects).map(sent), sentiment, period: periodTable(subjects).map(sent), periodNote: periodNote(subjects),
  };
}

// What the compare panel's webview draws: each subject's series (the charted metrics only), the
// tables side by side with their leaders, and the words that say what the period figures are.
import type { CompareData, ComparePoint, CompareRow, SeriesMetric } from '../../shared/protocol/compare';
import { SERIES_METRICS } from '../../shared/protocol/compare';
import { networkLabel } from '../../shared/format/networks';
import { num, type Subject } from './core/model';
import { figureTable, periodNote, periodTable, sentimentTable, type TableRow } from './tables';

/** The metric the chart starts with: prices when every subject is a market, else interactions. */
function defaultMetric(subjects: readonly Subject[]): SeriesMetric {
  return subjects.every((s) => s.ref.kind === 'coin' || s.ref.kind === 'stock') ? 'close' : 'interactions';
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
  const metric = defaultMetric(subjects);
  return {
    subjects: data, metrics, metric: metrics.includes(metric) || !metrics.length ? metric : metrics[0]!,
    figures: figureTable(subjects).map(sent), sentiment, period: periodTable(subjects).map(sent), periodNote: periodNote(subjects),
  };
}

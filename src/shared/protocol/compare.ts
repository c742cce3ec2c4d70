// The compare panel's part of the one message protocol: the comparison the host sends (each
// subject's series, the key figures with the leaders of the rows that rank subjects, sentiment by
// network, the figures over the period) and the actions the webview asks for. The actions carry
// no text: the host copies or inserts the comparison it holds. Pure and browser-safe: both sides
// draw lines and format figures with it.
import { figure, type FigureId } from '../figures/catalogue';
import { indexTo100 } from '../figures/derive';
import { formatFigure } from '../figures/format';
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import { isItemRef, type ItemRef, subjectNames } from '../items';
import { isObj, isOneOf } from './check';
import type { ErrorInfo } from './errorInfo';
import { axisUnit, type MetricUnit } from './metrics';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

/** A comparison's items, as a webview's init or saved state carries them. */
export function isCompareSubjects(v: unknown): v is ItemRef[] {
  return Array.isArray(v) && v.length >= COMPARE_MIN && v.length <= COMPARE_MAX && v.every(isItemRef);
}

/** The series a comparison can chart. */
export const SERIES_METRICS = ['interactions', 'sentiment', 'close'] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];

/** A charted metric's label: its figure's in the catalogue. */
export function seriesMetricLabel(metric: SeriesMetric): string {
  return figure(metric).label;
}

/** How a charted metric's axis reads its values: its figure's unit in the catalogue. */
export function seriesMetricUnit(metric: SeriesMetric): MetricUnit {
  return axisUnit(figure(metric).unit);
}

/**
 * Whether a metric's lines can be drawn as an index (100 at the start). Not a percent (Sentiment):
 * the catalogue reads a percent's change in points (figureChange), and an index of it would be a
 * percent of a percent (a sentiment from 40% to 60% "rising by half").
 */
export function normalisable(metric: SeriesMetric): boolean {
  return figure(metric).unit !== 'percent';
}

/** One hour of a subject's series: only the metrics a comparison charts. */
export interface ComparePoint {
  time: number;
  interactions?: number;
  sentiment?: number;
  close?: number;
}

export interface CompareSubject {
  ref: ItemRef;
  points: ComparePoint[];
  /** Why the data is not up to date (shown from the last good answer). */
  stale?: string;
  /** Why this subject has no figures (it stays in the comparison, empty, with its series if that came), with its fix and retry time. */
  problem?: ErrorInfo;
  /** Why its series is missing where its figures came (a plan that refuses the series). */
  seriesProblem?: string;
}

/** A row of a table side by side: one value per subject. */
export interface CompareRow {
  label: string;
  /** The figure of the row: its format and definition (the row's tooltip) from the catalogue (src/shared/figures). */
  figure: FigureId;
  values: (number | null)[];
  /** Indexes of the best values: several when tied, none on a figure that does not rank subjects. */
  leaders: number[];
  /** Per subject, why its value is missing, shown in its place (null: no reason known). */
  missing?: (string | null)[];
}

export interface CompareData {
  subjects: CompareSubject[];
  /** Metrics some subject has points of, in the order of SERIES_METRICS. */
  metrics: SeriesMetric[];
  /** The metric the chart starts with: prices when every subject is a market. */
  metric: SeriesMetric;
  figures: CompareRow[];
  /** Per-network % positive (empty when no subject is a topic or category). */
  sentiment: CompareRow[];
  /** Figures over the period, from the series: return, interactions change, price-interactions correlation. */
  period: CompareRow[];
  /** The period and how its figures are computed, in words. */
  periodNote: string;
}

/** Beside the panels' own Copy as Markdown (`copyMarkdown`). */
export const COMPARE_ACTIONS = ['copyCsv', 'insert'] as const;
export type CompareAction = (typeof COMPARE_ACTIONS)[number];

export interface CompareActionMessage {
  type: 'compareAction';
  action: CompareAction;
}

export function isCompareActionMessage(v: Record<string, unknown>): v is Record<string, unknown> & CompareActionMessage {
  return v.type === 'compareAction' && isOneOf(COMPARE_ACTIONS, v.action) && Object.keys(v).length === 2;
}

export function isSeriesMetric(v: unknown): v is SeriesMetric {
  return isOneOf(SERIES_METRICS, v);
}

/** Checks the shape the webview draws from; the values inside are drawn tolerantly. */
export function isCompareData(v: unknown): v is CompareData {
  return isObj(v) && Array.isArray(v.subjects) && v.subjects.every((s) => isObj(s) && isObj(s.ref) && Array.isArray(s.points))
    && Array.isArray(v.metrics) && v.metrics.every(isSeriesMetric) && isSeriesMetric(v.metric)
    && Array.isArray(v.figures) && Array.isArray(v.sentiment) && Array.isArray(v.period) && typeof v.periodNote === 'string';
}

export interface Line {
  label: string;
  /** [unix seconds, value] in time order; values normalised when asked and the metric can be. */
  points: [number, number][];
  /** How one of its values reads: as its figure reads everywhere ($0.00001230, 74%), or as an index. */
  format: (value: number) => string;
}

/** A value of a line drawn normalised: an index, said as one. */
function indexValue(v: number): string {
  return l10n.t('index {0}', formatNumber(v));
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Each subject's series of `metric`, normalised to 100 at its first non-zero value when asked and
 * the metric can be (normalisable: a percent is always drawn as it is), else raw.
 */
export function chartLines(subjects: readonly Pick<CompareSubject, 'ref' | 'points'>[], metric: SeriesMetric, normalised: boolean): Line[] {
  const indexed = normalised && normalisable(metric);
  // each line named as its column is, apart from another of the same title
  const names = subjectNames(subjects.map((s) => s.ref));
  return subjects.map((s, i) => {
    const raw = [...s.points].sort((a, b) => a.time - b.time)
      .flatMap((p): [number, number][] => (finite(p[metric]) ? [[p.time, p[metric]]] : []));
    const index = indexed ? indexTo100(raw.map(([, v]) => v)) : [];
    const asIndex = indexed && raw.some(([, v]) => v !== 0);
    const points = asIndex ? raw.map(([t], j): [number, number] => [t, index[j]!]) : raw;
    return { label: names[i] ?? s.ref.title, points, format: asIndex ? indexValue : (v: number) => formatFigure(metric, v) };
  });
}

/**
 * Which lines a Raw chart of `metric` puts on which axis: the first subject with a line of it on
 * the left (`first`, its index), the other lines on the right; and the subjects whose data came
 * with no line of it (a stock has no price series), named as their columns are.
 */
export function rawAxes(subjects: readonly (Pick<CompareSubject, 'ref' | 'points'> & Partial<Pick<CompareSubject, 'problem' | 'seriesProblem'>>)[], metric: SeriesMetric): { first: number; left: string[]; right: string[]; none: string[] } {
  const lines = chartLines(subjects, metric, false);
  const first = Math.max(0, lines.findIndex((l) => l.points.length > 0));
  const drawn = lines.filter((l, i) => l.points.length > 0 && i !== first).map((l) => l.label);
  return {
    first,
    left: lines[first]?.points.length ? [lines[first].label] : [],
    right: drawn,
    // a subject whose data failed has no line for that reason, said above the chart, not for want of the metric
    none: lines.filter((l, i) => !l.points.length && !subjects[i]?.problem && !subjects[i]?.seriesProblem).map((l) => l.label),
  };
}

/** The Raw axes by the subjects on them: one axis said as one when no other subject has a line (not "Right axis: ."). */
export function rawAxesWords(axes: Pick<ReturnType<typeof rawAxes>, 'left' | 'right'>): string {
  return axes.right.length
    ? l10n.t('Left axis: {0}. Right axis: {1}.', axes.left.join(', '), axes.right.join(', '))
    : l10n.t('One axis: {0}.', axes.left.join(', '));
}

/**
 * Why the comparison has no sentiment by network, by its cause: no topic nor category among the
 * subjects (only they have it), none of them loaded, or they came without it.
 */
export function noSentimentWords(subjects: readonly Pick<CompareSubject, 'ref' | 'problem'>[]): string {
  const social = subjects.filter((s) => s.ref.kind === 'topic' || s.ref.kind === 'category');
  if (!social.length) return l10n.t('No sentiment by network: only topics and categories have it.');
  if (social.every((s) => s.problem)) return l10n.t('No sentiment by network: no topic or category here could be loaded (see above).');
  return l10n.t('No sentiment by network: the service sent none for these.');
}

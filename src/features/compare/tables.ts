// A comparison's tables, subjects side by side: the key figures the answers give now, sentiment by
// network, and the figures over the period the series cover (return, interactions change, the
// correlation of price and interactions). A row marks its leaders only where the figure ranks
// subjects (over the period, only where the series cover one); values equal as shown are ties,
// and ties share the lead. Pure.
import type { TimeSeriesPoint } from '../../service/api/types';
import * as l10n from '../../shared/format/l10n';
import { leadersOf } from '../../shared/figures/leaders';
import { formatNumber } from '../../shared/format/numbers';
import { currentTimeZone, formatStamp } from '../../shared/format/time';
import type { ShownZone } from '../../shared/format/zone';
import { DEFAULT_SERIES } from '../../shared/protocol/views';
import { CORRELATION_MIN_PAIRS, interactionsChange, periodReturn, priceInteractionsCorrelation, type Correlation } from '../../shared/queries/periodFigures';
import { COMPARE_FIGURES, type FigureRow } from './figures';
import { num, type Subject } from './core/model';

export interface TableRow {
  row: FigureRow;
  values: (number | undefined)[];
  /** Indexes of the best values (several when tied); none where the figure does not rank subjects. */
  leaders: number[];
  /** Per subject, why its value is missing, where the reason is known. */
  missing: (string | undefined)[];
}

export interface SentimentRow {
  network: string;
  values: (number | undefined)[];
  leaders: number[];
}

/** The rows of the figures the answers give now that any subject has a value for. */
export function figureTable(subjects: readonly Subject[]): TableRow[] {
  return COMPARE_FIGURES.filter((row) => !row.overPeriod).flatMap((row) => {
    const values = subjects.map((s) => s.figures[row.key]);
    if (values.every((v) => v === undefined)) return [];
    return [{ row, values, leaders: leadersOf(row, values), missing: values.map(() => undefined) }];
  });
}

/** Networks any topic or category has, with each subject's % positive. */
export function sentimentTable(subjects: readonly Subject[]): SentimentRow[] {
  const networks = [...new Set(subjects.flatMap((s) => Object.keys(s.sentiment)))].sort();
  return networks.map((network) => {
    const values = subjects.map((s) => s.sentiment[network]);
    return { network, values, leaders: leadersOf({ comparable: true, figure: 'network_sentiment' }, values) };
  });
}

const noPriceWords = (): string => l10n.t('no price series');
/** A series of prices alone: what a plan without social data gets. */
const noInteractionsWords = (): string => l10n.t('no interactions series (your plan has no social data)');

function correlationWords(c: Correlation): string | undefined {
  if (!('problem' in c)) return undefined;
  switch (c.problem) {
    case 'noPrice': return noPriceWords();
    case 'noInteractions': return noInteractionsWords();
    case 'tooFew': return l10n.t('not enough points ({0} of {1})', c.pairs, CORRELATION_MIN_PAIRS);
    case 'flat': return l10n.t('price or interactions did not move');
  }
}

interface PeriodCells {
  values: Record<string, number | undefined>;
  missing: Record<string, string | undefined>;
}

const shortWords = (): string => l10n.t('less than 2 days of series');

/** Interactions over less than two days: no first and last day to set side by side. */
function tooShortForChange(points: readonly TimeSeriesPoint[]): boolean {
  const times = points.filter((p) => num(p.interactions) !== undefined).map((p) => p.time);
  return times.length > 0 && Math.max(...times) - Math.min(...times) < 2 * 86_400 - 3600;
}

function periodCells(s: Subject): PeriodCells {
  // a subject that did not load says why once, in the list of problems; one whose series did not, in the period's note
  if (s.seriesProblem || (s.problem && !s.points.length)) return { values: {}, missing: {} };
  const ret = periodReturn(s.points, DEFAULT_SERIES.bucket);
  const correlation = priceInteractionsCorrelation(s.points, DEFAULT_SERIES.bucket);
  const noPrice = 'problem' in correlation && correlation.problem === 'noPrice' ? noPriceWords() : undefined;
  // no interactions at all: the Hours cell is hidden as for no price (there is no hour to count)
  const noPairs = noPrice !== undefined || ('problem' in correlation && correlation.problem === 'noInteractions');
  return {
    values: {
      return: ret?.percent,
      interactionsChange: interactionsChange(s.points)?.percent,
      correlation: 'r' in correlation ? correlation.r : undefined,
      correlationHours: noPairs ? undefined : correlation.pairs,
    },
    missing: {
      return: ret ? undefined : noPrice,
      interactionsChange: tooShortForChange(s.points) ? shortWords() : undefined,
      correlation: correlationWords(correlation), correlationHours: noPrice,
    },
  };
}

/**
 * The figures over the period, from each subject's series: a row shows when some subject has a
 * value or a reason for having none other than having no price or too short a series.
 * Series of different spans (a coin listed yesterday beside a week of Bitcoin) are not ranked.
 */
export function periodTable(subjects: readonly Subject[]): TableRow[] {
  const cells = subjects.map(periodCells);
  const ranked = !spansDiffer(subjects);
  return COMPARE_FIGURES.filter((row) => row.overPeriod).flatMap((row) => {
    const values = cells.map((c) => c.values[row.key]);
    const missing = cells.map((c) => c.missing[row.key]);
    // a reason every subject shares (no price, a short period the note states) needs no row of its own
    if (values.every((v) => v === undefined) && missing.every((m) => m === undefined || m === noPriceWords() || m === shortWords())) return [];
    return [{ row, values, leaders: ranked ? leadersOf(row, values) : [], missing }];
  });
}

interface Span {
  from: number;
  to: number;
}

/** The earliest and latest times (unix seconds) of `subjects`' points, or undefined without points. */
function periodSpan(subjects: readonly Subject[]): Span | undefined {
  const times = subjects.flatMap((s) => s.points.map((p) => p.time));
  return times.length ? { from: Math.min(...times), to: Math.max(...times) } : undefined;
}

/** Whether the series start or end more than an hour apart: their figures are not over one period. */
function spansDiffer(subjects: readonly Subject[]): boolean {
  const spans = subjects.map((s) => periodSpan([s])).filter((x): x is Span => x !== undefined);
  const [first] = spans;
  return first !== undefined && spans.some((x) => Math.abs(x.from - first.from) > 3600 || Math.abs(x.to - first.to) > 3600);
}

/**
 * When the comparison's data was read: its oldest answer's time, ms (as the panel dates it); a
 * subject that got no answer has none. Undefined when none did.
 */
export function readAt(subjects: readonly Subject[]): number | undefined {
  const times = subjects.map((s) => s.receivedAt).filter((t) => t > 0);
  return times.length ? Math.min(...times) : undefined;
}

/**
 * Series whose points carry neither a price nor interactions, what every figure over the period is
 * computed from (silent gating: a plan without social data may get a stock's series with no figure).
 */
export function withoutPeriodFigures(subjects: readonly Subject[]): boolean {
  return subjects.every((s) => s.points.every((p) => num(p.close) === undefined && num(p.open) === undefined && num(p.interactions) === undefined));
}

/**
 * The period the figures over it cover, and how each is computed, then which subjects came without
 * their series and why (a plan that refuses it). Times name the hours by their start, as the chart
 * does, in `zone` (by default the one times are shown in), which they name; the count is of whole
 * hours from the first one's start to the last one's end.
 */
export function periodNote(subjects: readonly Subject[], zone: ShownZone = currentTimeZone()): string {
  // subjects refused for one reason (a plan without categories' series) are named together
  const byReason = new Map<string, string[]>();
  for (const s of subjects) if (s.seriesProblem) byReason.set(s.seriesProblem, [...(byReason.get(s.seriesProblem) ?? []), s.ref.title]);
  return [spanNote(subjects, zone), ...(spansDiffer(subjects) ? [eachSpanNote(subjects, zone)] : []), ...[...byReason].map(([reason, titles]) => l10n.t('No series for {0}: {1}', titles.join(', '), reason))].join(' ');
}

/** Whether some subject's figures came without its series: the period's note says why. */
export function seriesMissing(subjects: readonly Subject[]): boolean {
  return subjects.some((s) => s.seriesProblem !== undefined);
}

/** Each series' own span, where they differ: the figures over "the period" are over these. */
function eachSpanNote(subjects: readonly Subject[], zone: ShownZone): string {
  const spans = subjects.flatMap((s) => {
    const span = periodSpan([s]);
    return span ? [l10n.t('{0} from {1} to {2}', s.ref.title, formatStamp(span.from * 1000, zone), formatStamp(span.to * 1000, zone))] : [];
  });
  return l10n.t('The series cover different periods, so the figures over them are not ranked: {0}.', spans.join('; '));
}

function spanNote(subjects: readonly Subject[], zone: ShownZone): string {
  const span = periodSpan(subjects);
  if (!span) return l10n.t('No series: nothing to compute over a period.');
  const hours = Math.round((span.to - span.from) / 3600) + 1;
  if (withoutPeriodFigures(subjects)) {
    return l10n.t('From {0} to {1}, by hour: {2} hours, whose points carry neither a price nor interactions (as a plan without social data may get them): nothing to compute over the period.',
      formatStamp(span.from * 1000, zone), formatStamp(span.to * 1000, zone), formatNumber(hours));
  }
  return l10n.t('From {0} to {1}, by hour: {2} hours, each named by its start. Return: the first hour\'s open to the last hour\'s close (the first close where a series sends no open). Interactions: the last 24 hours against the first 24. r: Pearson\'s correlation of the hour-to-hour % changes of price (close) and of interactions, over the neighbouring hours where both are known (at least {3}).',
    formatStamp(span.from * 1000, zone), formatStamp(span.to * 1000, zone), formatNumber(hours), CORRELATION_MIN_PAIRS);
}

// A chart in words, for those who cannot see it: what is plotted, over which range, and each line's
// first, last, lowest and highest values; and the chart's points as rows of a table. Pure, so the
// panels' charts, the comparison's chart and a notebook cell's chart all say the same.
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import { formatDateTime } from './display';

export interface SummaryLine {
  label: string;
  /** [unix seconds, value]; null where the line has no value at that time. */
  points: readonly (readonly [number, number | null])[];
  /** How one of its values reads (a price, a percentage...); plain figures by default. */
  format?: (value: number) => string;
}

export interface TimedValue {
  time: number;
  value: number;
}

export interface LineFigures {
  label: string;
  /** Points with a value. */
  count: number;
  first?: TimedValue;
  last?: TimedValue;
  /** The first time the line is at its lowest (highest). First, last, lowest and highest follow the points' order (a chart's is by time). */
  min?: TimedValue;
  max?: TimedValue;
  /** The earliest and latest times the line has a value at, whatever the points' order. */
  from?: number;
  to?: number;
}

function usable(v: number | null): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

// Indexed loops, not `for (const [time, value] of ...)`: the words of a year of hourly points on
// five lines are made once, in code not yet optimised, where destructuring each point costs most.

/** The line's figures, in one pass over its points. */
export function lineFigures(line: SummaryLine): LineFigures {
  const figures: LineFigures = { label: line.label, count: 0 };
  const points = line.points;
  let first = -1;
  let last = -1;
  let min = -1;
  let max = -1;
  let from = Infinity;
  let to = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const value = point[1];
    if (!usable(value)) continue;
    const time = point[0];
    figures.count += 1;
    if (first < 0) first = i;
    last = i;
    if (min < 0 || value < (points[min]![1] as number)) min = i;
    if (max < 0 || value > (points[max]![1] as number)) max = i;
    if (time < from) from = time;
    if (time > to) to = time;
  }
  if (figures.count === 0) return figures;
  const at = (i: number): TimedValue => ({ time: points[i]![0], value: points[i]![1] as number });
  return { ...figures, first: at(first), last: at(last), min: at(min), max: at(max), from, to };
}

/** The earliest and latest times any line has a value at; undefined when none has one. */
export function chartRange(figures: readonly LineFigures[]): { from: number; to: number } | undefined {
  let from = Infinity;
  let to = -Infinity;
  for (const f of figures) {
    if (f.from !== undefined && f.from < from) from = f.from;
    if (f.to !== undefined && f.to > to) to = f.to;
  }
  return from <= to ? { from, to } : undefined;
}

/** Whether every line has its points at the same times, rising, in the same order (a panel's lines on one time axis). */
function onOneAxis(lines: readonly SummaryLine[]): boolean {
  const axis = lines[0]!.points;
  for (let i = 1; i < axis.length; i++) if (!(axis[i]![0] > axis[i - 1]![0])) return false;
  for (const line of lines) {
    const points = line.points;
    if (points.length !== axis.length) return false;
    if (points === axis) continue;
    for (let i = 0; i < points.length; i++) if (points[i]![0] !== axis[i]![0]) return false;
  }
  return true;
}

/** How many times at least one line has a value at (a year by hour: 8,760, drawn at each redraw). */
function timesWithValues(lines: readonly SummaryLine[], figures: readonly LineFigures[]): number {
  if (lines.length === 1) return figures[0]!.count;
  if (onOneAxis(lines)) {
    let n = 0;
    const length = lines[0]!.points.length;
    for (let i = 0; i < length; i++) {
      for (const line of lines) {
        if (usable(line.points[i]![1])) {
          n += 1;
          break;
        }
      }
    }
    return n;
  }
  const times = new Set<number>();
  for (const line of lines) {
    for (let i = 0; i < line.points.length; i++) {
      const point = line.points[i]!;
      if (usable(point[1])) times.add(point[0]);
    }
  }
  return times.size;
}

export interface ChartSummary {
  /** What is plotted and over which range: one sentence. */
  overview: string;
  /** One sentence per line: its first, last, lowest and highest values. */
  lines: string[];
}

function at(figure: TimedValue, format: (value: number) => string): string {
  return `${format(figure.value)} (${formatDateTime(figure.time)})`;
}

function lineSentence(line: SummaryLine, f: LineFigures): string {
  const format = line.format ?? formatNumber;
  if (!f.first || !f.last || !f.min || !f.max) return l10n.t('{0}: no values in this range.', line.label);
  if (f.count === 1) return l10n.t('{0}: one value, {1}.', line.label, at(f.first, format));
  return l10n.t('{0}: first {1}, last {2}, lowest {3}, highest {4}.', line.label, at(f.first, format), at(f.last, format), at(f.min, format), at(f.max, format));
}

/**
 * `what` names what is plotted ("Interactions and close of Bitcoin by hour"); the range and the
 * number of points are added here.
 */
export function chartSummary(what: string, lines: readonly SummaryLine[]): ChartSummary {
  const figures = lines.map(lineFigures);
  const range = chartRange(figures);
  const count = lines.length ? timesWithValues(lines, figures) : 0;
  const overview = range
    ? l10n.t('{0}, from {1} to {2}: {3}, {4}.', what, formatDateTime(range.from), formatDateTime(range.to),
      count === 1 ? l10n.t('1 time') : l10n.t('{0} times', formatNumber(count)), lines.length === 1 ? l10n.t('1 line') : l10n.t('{0} lines', lines.length))
    : l10n.t('{0}: no values in this range.', what);
  return { overview, lines: lines.map((line, i) => lineSentence(line, figures[i]!)) };
}

export interface ChartRow {
  time: number;
  /** One per line, in the lines' order; null where that line has no value at this time. */
  values: (number | null)[];
}

/** The points as table rows: every time any line has a point at, oldest first. */
export function chartRows(lines: readonly SummaryLine[]): ChartRow[] {
  const byTime = new Map<number, (number | null)[]>();
  lines.forEach((line, i) => {
    for (const [time, value] of line.points) {
      let row = byTime.get(time);
      if (!row) byTime.set(time, (row = new Array<number | null>(lines.length).fill(null)));
      row[i] = usable(value) ? value : null;
    }
  });
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, values]) => ({ time, values }));
}

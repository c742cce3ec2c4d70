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
  /** The first time the line is at its lowest (highest). */
  min?: TimedValue;
  max?: TimedValue;
}

function usable(v: number | null): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

export function lineFigures(line: SummaryLine): LineFigures {
  const figures: LineFigures = { label: line.label, count: 0 };
  for (const [time, value] of line.points) {
    if (!usable(value)) continue;
    const point = { time, value };
    figures.count += 1;
    figures.first ??= point;
    figures.last = point;
    if (!figures.min || value < figures.min.value) figures.min = point;
    if (!figures.max || value > figures.max.value) figures.max = point;
  }
  return figures;
}

/** The earliest and latest times any line has a value at; undefined when none has one. */
export function chartRange(lines: readonly SummaryLine[]): { from: number; to: number } | undefined {
  let from = Infinity;
  let to = -Infinity;
  for (const line of lines) {
    for (const [time, value] of line.points) {
      if (!usable(value)) continue;
      from = Math.min(from, time);
      to = Math.max(to, time);
    }
  }
  return from <= to ? { from, to } : undefined;
}

/** How many times at least one line has a value at (a year by hour: 8,760, drawn at each redraw). */
function timesWithValues(lines: readonly SummaryLine[]): number {
  if (lines.length === 1) {
    let n = 0;
    for (const [, value] of lines[0]!.points) if (usable(value)) n += 1;
    return n;
  }
  const times = new Set<number>();
  for (const line of lines) for (const [time, value] of line.points) if (usable(value)) times.add(time);
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

function lineSentence(line: SummaryLine): string {
  const f = lineFigures(line);
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
  const range = chartRange(lines);
  const count = timesWithValues(lines);
  const overview = range
    ? l10n.t('{0}, from {1} to {2}: {3}, {4}.', what, formatDateTime(range.from), formatDateTime(range.to),
      count === 1 ? l10n.t('1 time') : l10n.t('{0} times', formatNumber(count)), lines.length === 1 ? l10n.t('1 line') : l10n.t('{0} lines', lines.length))
    : l10n.t('{0}: no values in this range.', what);
  return { overview, lines: lines.map(lineSentence) };
}

/** The summary as one text: the overview, then a sentence per line. */
export function chartSummaryText(what: string, lines: readonly SummaryLine[]): string {
  const s = chartSummary(what, lines);
  return [s.overview, ...s.lines].join(' ');
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

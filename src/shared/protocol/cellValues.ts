// How a notebook cell's values read, in the renderer and in the markdown beside them alike: a
// figure's column through the catalogue's formatter (its format for every cell, a currency where
// the figure has one); an output saved before columns named their figure by its column's kind.
import { formatFigure } from '../figures/format';
import { formatCompactMoney, formatNumber, formatPercent, formatPrice, MISSING } from '../format/numbers';
import * as l10n from '../format/l10n';
import type { CellChart, CellColumn, CellColumnKind, CellValue } from './cellOutput';

/** Kinds whose values are figures: right-aligned, sorted highest first. */
export const NUMERIC_KINDS: ReadonlySet<CellColumnKind> = new Set(['count', 'percent', 'usd', 'score', 'rank', 'time']);

/** A value of an output saved before its columns named their figure. */
function byKind(kind: CellColumnKind, value: number): string {
  switch (kind) {
    case 'percent': return formatPercent(value);
    case 'usd': return formatPrice(value);
    case 'rank': return `#${formatNumber(value)}`;
    default: return formatNumber(value);
  }
}

/**
 * The text of each value of `column`, given all of its values (a column of dollar amounts of no
 * figure reads compact once one is a million); `time` writes a time column's epoch seconds. Text
 * stays as sent (the sink escapes it).
 */
export function columnValueText(column: CellColumn, values: readonly CellValue[], time: (seconds: number) => string): (value: CellValue) => string {
  const fig = column.figure;
  const money = !fig && column.kind === 'usd' && values.some((v) => typeof v === 'number' && Math.abs(v) >= 1e6);
  const figureText = fig ? (n: number): string => formatFigure(fig, n, { currency: column.currency }) : undefined;
  return (value) => {
    if (value === null || value === '') return MISSING;
    if (typeof value === 'string') return value;
    if (column.kind === 'time') return time(value);
    if (figureText) return figureText(value);
    return money ? formatCompactMoney(value) : byKind(column.kind, value);
  };
}

/** A chart's times as its table of points writes them: the last, when it is the day or hour so far, says so and until when. */
export function chartTimeText(chart: Pick<CellChart, 'step' | 'partial'>, time: (seconds: number) => string): (seconds: number) => string {
  const partial = chart.partial;
  if (!partial) return time;
  const soFar = chart.step >= 86_400 ? l10n.t('{0} (day so far, to {1})', time(partial.time), time(partial.until))
    : l10n.t('{0} (hour so far, to {1})', time(partial.time), time(partial.until));
  return (seconds) => (seconds === partial.time ? soFar : time(seconds));
}

// Which line of the panels' chart a right-click is on, as a pure function: "Alert Me When…" names
// that line's metric and its real value. The metric is the line's own, never its scale's name:
// among three or more metrics, those not a percent share the `index` scale, drawn as an index, 100 at the first value.
import type uPlot from 'uplot';
import type { MetricKey } from '../../../shared/protocol/metrics';

/** A metric's line as plotted: uPlot's series `i + 1` for line `i` (series 0 is time). */
export interface PlottedLine {
  metric: MetricKey;
  /** Its real values, one per point, whatever the chart draws (an index, a log-safe column). */
  values: readonly (number | null)[];
  /** Where it is drawn at each point, on its scale, when that is not uPlot's data (a merged candle's values). */
  drawn?: readonly (number | null)[];
}

/** A chart as drawn: its plot, and the metric and real values of each of its lines. */
export interface PlottedChart {
  plot: uPlot;
  lines: readonly PlottedLine[];
}

/**
 * The line drawn nearest the pointer's height `y` at point `index`, with its real value there.
 * `drawnAt(i)` is where line `i` is drawn at that point, undefined where it is hidden or has none.
 */
export function nearestLine(lines: readonly PlottedLine[], index: number, y: number,
  drawnAt: (line: number) => number | undefined): { metric: MetricKey; value: number } | undefined {
  let best: { metric: MetricKey; value: number; distance: number } | undefined;
  lines.forEach((line, i) => {
    const value = line.values[index];
    const at = drawnAt(i);
    if (typeof value !== 'number' || !Number.isFinite(value) || at === undefined) return;
    const distance = Math.abs(at - y);
    if (!best || distance < best.distance) best = { metric: line.metric, value, distance };
  });
  return best && { metric: best.metric, value: best.value };
}

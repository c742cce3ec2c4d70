// What the panels' chart and the comparison's chart share: time along x, compact figures on the
// value axes, a live legend, a drag along x to zoom, lines without point markers (but a marker
// for a value with no neighbour, and a short axis around a single time: timeAxis.ts), and a
// width that follows the chart's box.
import type uPlot from 'uplot';
import { formatNumber } from '../../../shared/format/numbers';
import { currentTimeZone } from '../../../shared/format/time';
import { wallAsUtc } from '../../../shared/format/wallClock';
import type { ShownZone } from '../../../shared/format/zone';
import { seriesPointWords } from '../../../shared/figures/describe';
import { formatDateTime } from '../../../shared/protocol/display';
import type { MetricUnit } from '../../../shared/protocol/metrics';
import { axisValues } from './chartScales';
import type { ChartTheme } from './chartTheme';
import { logTicks } from './candles';
import { isolatedPoints, timeAxisRange } from './timeAxis';
import { timeTickLabels } from './timeTicks';

export interface ChartLine {
  label: string;
  scale: string;
  stroke: string;
  width: number;
  /** The legend's readout of the value at `index` (by default the value drawn, in full). */
  readout?: (value: number | null, index: number) => string;
  /** false: read out in the legend but drawn by a hook of the chart's own (candles), not as a line. */
  drawn?: false;
}

/**
 * A value axis on `side` (3 left, 1 right), in `stroke`'s colour, its ticks written as values of
 * `unit` (a tick left out by a filter, null, is written as nothing); `log`: round prices on a log scale.
 */
export function valueAxis(theme: ChartTheme, scale: string, side: number, stroke: string, showGrid: boolean, unit: MetricUnit | 'index' = 'count', log = false): uPlot.Axis {
  const { grid, font } = theme;
  return {
    scale, side, stroke, font, size: 56, grid: { show: showGrid, stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 },
    values: (_u, splits) => axisValues(unit, splits),
    ...(log ? { splits: (_u: uPlot, _axis: number, min: number, max: number) => logTicks(min, max) } : {}),
  };
}

/**
 * A Date whose local fields read as the time in `zone` (how uPlot is given a zone): the zone the
 * host resolved, which need not be the zone of the machine the page runs on.
 */
function zonedDate(seconds: number, zone: ShownZone): Date {
  const w = new Date(wallAsUtc(seconds * 1000, zone));
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds());
}

/** A chart of `lines` over time, with the time axis first and then `valueAxes`; `step`: seconds between points. */
export function timeChartOptions(
  theme: ChartTheme, size: { width: number; height: number }, valueAxes: readonly uPlot.Axis[], lines: readonly ChartLine[], step: number,
): uPlot.Options {
  const { fg, grid, font } = theme;
  return {
    ...size,
    // ticks as "Nov 22" or "14:00" (the date below where a day starts), never "11/22/26", in the zone of `socialPulse.timeZone`: the zone is in the legend's time
    // 72 px between ticks: a first tick's date with its year ("Nov 26, 2026") would touch the next day's at uPlot's 50
    axes: [{ stroke: fg, font, space: 72, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, values: (_u, splits, _i, _space, step) => timeTickLabels(splits, step, currentTimeZone()) },
      ...valueAxes],
    scales: { x: { time: true, range: (u, min, max) => timeAxisRange(u.data[0], min, max, step) } },
    // the time axis in the zone of `socialPulse.timeZone` (uPlot writes a Date's local fields), named in the legend's time
    tzDate: (seconds) => zonedDate(seconds, currentTimeZone()),
    legend: { live: true },
    cursor: { drag: { x: true, y: false } },
    series: [
      // the values under the pointer are one series point's (not a list's 24 h figure): the first line says so, and its time with the zone
      { label: seriesPointWords(step), value: (_u, v) => (v === null ? '—' : formatDateTime(v)) },
      ...lines.map(({ readout, drawn, ...l }) => ({
        ...l, spanGaps: false,
        ...(drawn === false ? { paths: () => null } : {}),
        points: drawn === false ? { show: false } : { show: false, filter: (u: uPlot, i: number) => isolatedPoints(u.data[i]!) },
        value: readout
          ? (_u: uPlot, v: number | null, _s: number, index: number | null) => readout(v, index ?? -1)
          : (_u: uPlot, v: number | null) => (v === null ? '—' : formatNumber(v)),
      })),
    ],
  };
}

/** Gives `plot` the width of `host` when the box was resized (a hidden box, 0 wide, is left alone). */
export function fitToBox(plot: uPlot | undefined, host: HTMLElement | undefined, height: number): void {
  if (plot && host && host.clientWidth > 0 && host.clientWidth !== plot.width) plot.setSize({ width: host.clientWidth, height });
}

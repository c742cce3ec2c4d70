// The backtest's chart (uPlot, on the panels' time chart): the figure the rule reads (and the price
// beside it for a divergence, on its own axis) over the replayed days, with a marker at each
// point where the rule would have fired. The markers are a series of their own, drawn as points
// only, so the legend counts them and the readout names them. "Show as table" lays the points and
// the firings out as a table; it and the zoom are kept with the page's state (viewPlace.ts).
import type uPlot from 'uplot';
import type { BacktestData } from '../../../shared/protocol/backtest';
import { formatDateTime } from '../../../shared/protocol/display';
import { h, replace } from '../dom';
import { readoutValue } from './chartScales';
import { onThemeChange, readChartTheme, seriesColour } from './chartTheme';
import { ChartText, type TableChoice } from './chartText';
import { ChartZoomKeeper, type ZoomChoice } from './chartZoom';
import type { SummaryLine } from '../../../shared/protocol/chartSummary';
import { fitToBox, timeChartOptions, valueAxis } from './timeChart';
import * as l10n from '../../../shared/format/l10n';

const HEIGHT = 280;
const MARKER_SIZE = 11;

/** Every line and the firings on the union of their times. */
function aligned(data: BacktestData): uPlot.AlignedData {
  const times = [...new Set(data.lines.flatMap((l) => l.points.map(([t]) => t)))].sort((a, b) => a - b);
  const index = new Map(times.map((t, i) => [t, i]));
  const column = (points: readonly [number, number][]): (number | null)[] => {
    const col = new Array<number | null>(times.length).fill(null);
    for (const [t, v] of points) {
      const i = index.get(t);
      if (i !== undefined) col[i] = v;
    }
    return col;
  };
  return [times, ...data.lines.map((l) => column(l.points)), column(data.firings)] as uPlot.AlignedData;
}

/** What the page before this one kept of the chart (its zoom, its points as a table), and where the person's changes go. */
export interface BacktestChartPlace {
  zoom?: ZoomChoice;
  pointsTable?: TableChoice;
}

/** The points as the table reads them: each line's, and the firings at the value the rule read, in the figures' units. */
function tableLines(data: BacktestData, firedLabel: string): SummaryLine[] {
  const first = data.lines[0];
  const lines: SummaryLine[] = data.lines.map((l) => ({ label: l.label, points: l.points, format: (v: number) => readoutValue(l.unit, v, l.figure) }));
  if (first) lines.push({ label: firedLabel, points: data.firings, format: (v: number) => readoutValue(first.unit, v, first.figure) });
  return lines;
}

/** The step between points in seconds (an hour unless the series is daily). */
function stepOf(times: ArrayLike<number>): number {
  return times.length > 1 ? Math.max(3600, Math.min(86_400, times[1]! - times[0]!)) : 3600;
}

export class BacktestChart {
  private plot?: uPlot;
  private data?: BacktestData;
  private theme = readChartTheme();
  readonly root = h('div', { class: 'chart backtest-chart', attrs: { role: 'img' } });
  private readonly resize = new ResizeObserver(() => fitToBox(this.plot, this.root, HEIGHT));

  /** Colours follow the theme. */
  private readonly stopTheme = onThemeChange(() => {
    this.theme = readChartTheme();
    this.redraw();
  });

  /** Kept over replays with other numbers (the same days) and by the page built when the panel is shown again. */
  private readonly zoom: ChartZoomKeeper;
  /** The points as a table (the chart's box says what it shows itself). */
  private readonly text: ChartText;

  constructor(place: BacktestChartPlace = {}) {
    this.zoom = new ChartZoomKeeper(place.zoom);
    this.text = new ChartText(l10n.t('Chart'), place.pointsTable);
    this.text.points('', []);
    this.resize.observe(this.root);
  }

  /** The chart's box, then its "Show as table" and the table. */
  get elements(): HTMLElement[] {
    return [this.root, ...this.text.elements];
  }

  /** The page is built anew: this chart hears no more theme changes nor resizes. */
  dispose(): void {
    this.stopTheme();
    this.text.dispose();
    this.resize.disconnect();
    this.plot?.destroy();
    this.plot = undefined;
    this.data = undefined;
  }

  draw(data: BacktestData): void {
    this.data = data;
    this.redraw();
  }

  /** No chart: the replay failed, and an earlier one's lines and markers would read as its answer. */
  clear(): void {
    this.data = undefined;
    this.root.removeAttribute('aria-label');
    this.redraw();
  }

  private redraw(): void {
    this.plot?.destroy();
    this.plot = undefined;
    replace(this.root);
    const data = this.data;
    const first = data?.lines[0];
    if (!data || !first?.points.length) this.text.points('', []);
    if (!data) return;
    if (!first?.points.length) {
      this.root.setAttribute('aria-label', l10n.t('No chart'));
      this.root.append(h('p', { class: 'empty' }, l10n.t('No series to draw.')));
      return;
    }
    const columns = aligned(data);
    const times = columns[0];
    const labels = data.lines.map((l) => l.label).join(', ');
    const from = formatDateTime(times[0]!);
    const to = formatDateTime(times[times.length - 1]!);
    const what = data.firings.length === 1
      ? l10n.t('{0} from {1} to {2}, with 1 marker where the rule would have fired. {3}', labels, from, to, data.summary)
      : l10n.t('{0} from {1} to {2}, with {3} markers where the rule would have fired. {4}', labels, from, to, data.firings.length, data.summary);
    this.root.setAttribute('aria-label', what);
    const firedLabel = l10n.t('Would have fired');
    this.text.points(what, tableLines(data, firedLabel));
    const theme = this.theme;
    const axes = [valueAxis(theme, 'left', 3, seriesColour(theme, 0), true, first.unit)];
    const right = data.lines.find((l) => l.axis === 'right');
    if (right) axes.push(valueAxis(theme, 'right', 1, seriesColour(theme, 1), false, right.unit));
    const lines = data.lines.map((l, i) => ({
      label: l.label, scale: l.axis, stroke: seriesColour(theme, i), width: 1.5,
      readout: (v: number | null) => readoutValue(l.unit, v, l.figure),
    }));
    const fired = seriesColour(theme, 4);
    lines.push({ label: firedLabel, scale: 'left', stroke: fired, width: 0, readout: (v) => readoutValue(first.unit, v, first.figure) });
    const opts = timeChartOptions(theme, { width: Math.max(this.root.clientWidth, 200), height: HEIGHT }, axes, lines, stepOf(times));
    const markers = opts.series[opts.series.length - 1]!;
    markers.paths = () => null;
    markers.points = { show: true, size: MARKER_SIZE, stroke: fired, fill: fired, width: 2 };
    this.plot = this.zoom.plot(opts, columns, this.root);
  }
}

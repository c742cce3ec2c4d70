// The comparison's chart (uPlot): each subject's series of one metric, normalised to 100 at its
// start on one axis, or raw on two: the first subject's scale on the left, the others' shared
// scale on the right, ticks in the metric's unit. Raw values of one metric share a unit, but a
// large subject flattens a small one on a single axis; the first subject is the reference the
// others are read against. A percent (Sentiment) is drawn as it is on one axis: its index would
// be a percent of a percent, and its lines share a 0-100 scale (chartScales.ts, planCompareScales).
import * as l10n from '../../../shared/format/l10n';
import type uPlot from 'uplot';
import { MISSING } from '../../../shared/format/numbers';
import { chartLines, normalisable, rawAxes, seriesMetricLabel, seriesMetricUnit, type CompareSubject, type SeriesMetric } from '../../../shared/protocol/compare';
import { planCompareScales } from './chartScales';
import { h, replace } from '../dom';
import { onThemeChange, readChartTheme, seriesColour } from './chartTheme';
import { ChartText, type TableChoice } from './chartText';
import { ChartZoomKeeper, type ZoomChoice } from './chartZoom';
import { bucketSeconds } from './timeAxis';
import { fitToBox, timeChartOptions, valueAxis } from './timeChart';

const HEIGHT = 300;

export interface CompareChartChoice {
  metric: SeriesMetric;
  normalised: boolean;
}

/** What the page before this one kept of the chart (its zoom, its points as a table), and where the person's changes go. */
export interface CompareChartPlace {
  zoom?: ZoomChoice;
  pointsTable?: TableChoice;
}

/** Every line on the union of their times; a subject without a value at a time has a gap there. */
function aligned(lines: ReturnType<typeof chartLines>): uPlot.AlignedData {
  const times = [...new Set(lines.flatMap((l) => l.points.map(([t]) => t)))].sort((a, b) => a - b);
  const index = new Map(times.map((t, i) => [t, i]));
  const columns = lines.map((l) => {
    const col = new Array<number | null>(times.length).fill(null);
    for (const [t, v] of l.points) col[index.get(t)!] = v;
    return col;
  });
  return [times, ...columns] as uPlot.AlignedData;
}

export class CompareChart {
  private plot?: uPlot;
  private host?: HTMLElement;
  private subjects: readonly CompareSubject[] = [];
  private choice: CompareChartChoice = { metric: 'interactions', normalised: true };
  private readonly resize = new ResizeObserver(() => fitToBox(this.plot, this.host, HEIGHT));

  private theme = readChartTheme();
  /** What a screen reader reads instead of the canvas, and the points as a table. */
  private readonly text: ChartText;
  /** Kept over another metric or scale, and new data of the same hours. */
  private readonly zoom: ChartZoomKeeper;

  /** Colours follow the theme. */
  private readonly stopTheme = onThemeChange(() => {
    this.theme = readChartTheme();
    this.redraw();
  });

  constructor(place: CompareChartPlace = {}) {
    this.text = new ChartText(l10n.t('Comparison chart'), place.pointsTable);
    this.zoom = new ChartZoomKeeper(place.zoom);
  }

  /** The page is built anew: this chart hears no more theme changes nor resizes. */
  dispose(): void {
    this.stopTheme();
    this.resize.disconnect();
    this.text.dispose();
    this.plot?.destroy();
    this.plot = undefined;
    this.host = undefined;
  }

  /** Draws into `body` (a fresh element each time the section gets data). */
  draw(body: HTMLElement, subjects: readonly CompareSubject[], choice: CompareChartChoice): void {
    this.subjects = subjects;
    this.choice = choice;
    this.host = h('div', { class: 'chart compare-chart', attrs: { role: 'img' } });
    body.append(this.host, ...this.text.elements);
    this.resize.disconnect();
    this.resize.observe(this.host);
    this.redraw();
  }

  /** Another metric or scale, on the data already drawn. */
  choose(choice: CompareChartChoice): void {
    this.choice = choice;
    this.redraw();
  }

  private redraw(): void {
    this.plot?.destroy();
    this.plot = undefined;
    const host = this.host;
    if (!host) return;
    replace(host);
    const { metric } = this.choice;
    const unit = seriesMetricUnit(metric);
    // a percent is drawn as it is whatever the choice (normalisable)
    const plan = planCompareScales({ unit, normalisable: normalisable(metric) }, this.choice.normalised, this.subjects.length, rawAxes(this.subjects, metric).first);
    const normalised = plan.normalised;
    const lines = chartLines(this.subjects, metric, normalised);
    const label = seriesMetricLabel(metric);
    if (lines.every((l) => !l.points.length)) {
      // points but no figure in any (silent gating: stocks on a plan without social data)
      const message = this.subjects.some((s) => s.points.length)
        ? l10n.t('No figures to draw: the service sent these series with times but no figure, not even a price, as it may on a plan without social data.')
        : l10n.t('No {0} series to draw.', label.toLowerCase());
      this.text.empty(host, message);
      host.append(h('p', { class: 'empty' }, message));
      return;
    }
    const data = aligned(lines);
    // the words and the table give the values themselves in the figure's unit, also when the lines are drawn as an index
    const subjects = this.subjects;
    const names = lines.map((l) => l.label).join(', ');
    this.text.describeWhenIdle(host, normalised ? l10n.t('{0} of {1} by hour, drawn normalised to 100 at the start', label, names) : l10n.t('{0} of {1} by hour', label, names),
      () => (normalised ? chartLines(subjects, metric, false) : lines));
    const theme = this.theme;
    // ticks in the metric's unit ($0.000012, 70%), with the decimals their step needs; an axis of
    // one subject in its colour, a shared one in the text colour; the first one has the grid
    const axes = plan.axes.map((a, i) => valueAxis(theme, a.scale, a.side, a.metric === undefined ? theme.fg : seriesColour(theme, a.metric), i === 0, a.unit));
    // the legend reads a raw value as its figure reads everywhere, an index as an index
    const drawn = lines.map((l, i) => ({
      label: l.label, scale: plan.lineScales[i]!, stroke: seriesColour(theme, i), width: 1.5, readout: (v: number | null): string => (v === null ? MISSING : l.format(v)),
    }));
    // the comparison's series are hourly
    const opts = timeChartOptions(theme, { width: Math.max(host.clientWidth, 200), height: HEIGHT }, axes, drawn, bucketSeconds('hour'));
    this.plot = this.zoom.plot(opts, data, host);
  }
}

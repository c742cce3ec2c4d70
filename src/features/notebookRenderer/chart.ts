// A cell's chart, drawn with the panels' own chart code (webview/parts: timeChart, chartScales,
// chartTheme): time along x, one axis per line up to two, past that every line as an index on one
// axis with the readout in real values; colours from the theme, redrawn when it changes.
import uPlot from 'uplot';
import type { CellChart } from '../../shared/protocol/cellOutput';
import type { Metric, MetricKey } from '../../shared/protocol/metrics';
import { indexed, planScales, readoutValue } from '../../browser/webview/parts/chartScales';
import { readChartTheme, seriesColour } from '../../browser/webview/parts/chartTheme';
import { fitToBox, timeChartOptions, valueAxis } from '../../browser/webview/parts/timeChart';

const HEIGHT = 260;

/** The chart's lines as the scale planner reads metrics: a scale of its own per line. */
function asMetrics(chart: CellChart): Pick<Metric, 'key' | 'unit'>[] {
  return chart.lines.map((l, i) => ({ key: `line${i}` as MetricKey, unit: l.unit }));
}

export class CellChartView {
  private plot?: uPlot;
  private readonly resize = new ResizeObserver(() => fitToBox(this.plot, this.host, HEIGHT));

  constructor(private readonly host: HTMLElement, private readonly chart: CellChart) {
    this.resize.observe(host);
    this.draw();
  }

  draw(): void {
    this.plot?.destroy();
    const { chart } = this;
    const theme = readChartTheme();
    const plan = planScales(asMetrics(chart));
    const colours = chart.lines.map((_, i) => seriesColour(theme, i));
    const axes = plan.axes.map((a, i) => valueAxis(theme, a.scale, a.side, a.metric === undefined ? theme.fg : colours[a.metric]!, i === 0, a.unit));
    const lines = chart.lines.map((l, i) => ({
      label: l.label, scale: plan.lineScales[i]!, stroke: colours[i]!, width: 2,
      readout: (_v: number | null, index: number) => readoutValue(l.unit, index < 0 ? null : l.values[index], l.figure),
    }));
    const data: uPlot.AlignedData = [chart.times, ...chart.lines.map((l) => (plan.normalised ? indexed(l.values) : l.values))];
    const width = this.host.clientWidth || 600;
    this.plot = new uPlot(timeChartOptions(theme, { width, height: HEIGHT }, axes, lines, chart.step), data, this.host);
  }

  dispose(): void {
    this.resize.disconnect();
    this.plot?.destroy();
  }
}

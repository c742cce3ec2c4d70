// The time-series chart (uPlot: draws a year of hourly points in milliseconds) and its controls:
// bucket, interval or custom range, and which metrics to draw. Colours come from the theme.
import * as l10n from '../../../shared/format/l10n';
import uPlot from 'uplot';
import { formatCompact, formatNumber } from '../../../shared/format/numbers';
import { formatDateTime } from '../../../shared/protocol/display';
import { figure } from '../../../shared/figures/catalogue';
import { formatFigure } from '../../../shared/figures/format';
import type { SeriesData } from '../../../shared/protocol/messages';
import { DEFAULT_METRICS, presentMetrics, type Metric } from '../../../shared/protocol/metrics';
import type { SeriesQuery } from '../../../shared/protocol/views';
import { TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS, type Bucket, type Interval } from '../../../service/api/values';
import { fromDateInput, toDateInput } from '../dates';
import { h, replace, uid } from '../dom';
import { candleChartOptions, candleData, candleLines, mergedNote, volumeBarsLabel, type CandlesDrawn } from './candleChart';
import { candleColumns, hasCandles, logSafeCandles, logSafeColumn } from './candles';
import type { PlottedChart, PlottedLine } from './chartPoint';
import { defaultBucket, INDEX_SCALE, indexed, PERCENT_SCALE, planScales, readoutValue } from './chartScales';
import { onThemeChange, readChartTheme, seriesColour, type ChartTheme } from './chartTheme';
import { ChartText, type TableChoice } from './chartText';
import { ChartZoomKeeper, type ZoomChoice } from './chartZoom';
import { bucketSeconds } from './timeAxis';
import { candleChartName, seriesChartName, type Indexed } from './chartNames';
import { PriceToolbar, type PriceChoice } from './priceToolbar';
import { fitToBox, timeChartOptions, valueAxis } from './timeChart';

const HEIGHT = 280;

const INTERVAL_WORDS: Record<Interval, string> = {
  '1d': l10n.t('Last day'), '1w': l10n.t('Last week'), '1m': l10n.t('Last month'), '3m': l10n.t('Last 3 months'),
  '6m': l10n.t('Last 6 months'), '1y': l10n.t('Last year'), all: l10n.t('All time'),
};

export interface ChartCallbacks {
  /** The person chose another bucket, interval or range: load it. */
  load(query: SeriesQuery): void;
  /** The person chose other metrics: remember them. */
  metrics(keys: string[]): void;
  /** The zoom the page before this one kept, and where the person's zooms go. */
  zoom?: ZoomChoice;
  /** Whether the page before this one showed the points as a table, and where the person's choice goes. */
  pointsTable?: TableChoice;
}

/** A market's price chart: candles or lines, and a log scale, as the person last chose them. */
export interface PriceChartChoice {
  initial: PriceChoice;
  /** The person chose another: remember it. */
  save(choice: PriceChoice): void;
}

/** The range choice of the service's own series (`SeriesQuery.fixed`), when the subject has one. */
const FIXED = 'fixed';

export class SeriesChart {
  private query: SeriesQuery;
  private selected: string[];
  private data?: SeriesData;
  /** The metrics the points carry. */
  private present: readonly Metric[] = [];
  private theme: ChartTheme;
  private plot?: uPlot;
  /** The metric and real values of each line of `plot`. */
  private lines?: PlottedLine[];
  private readonly bucket: HTMLSelectElement;
  private readonly range: HTMLSelectElement;
  private readonly custom: HTMLElement;
  private readonly start: HTMLInputElement;
  private readonly end: HTMLInputElement;
  private readonly rangeProblem: HTMLElement;
  private readonly metricsBox: HTMLElement;
  private host?: HTMLElement;
  /** Says how the lines are scaled when they are drawn as an index. */
  private caption?: HTMLElement;
  /** What a screen reader reads instead of the canvas, and the points as a table. */
  private readonly text: ChartText;
  /** The person chose the bucket since choosing the range: a custom range keeps it. */
  private bucketChosen = false;
  private readonly resize = new ResizeObserver(() => fitToBox(this.plot, this.host, HEIGHT));
  /** The width the chart will have (that of its controls, as of the last layout): drawing reads no layout. */
  private width = 0;
  private readonly controlsResize = new ResizeObserver(([entry]) => {
    this.width = entry?.contentRect.width ?? 0;
  });
  private readonly stopTheme: () => void;
  /** A market's candles, line and log scale; none on other panels. */
  private readonly price?: PriceToolbar;
  /** The points drawn have open, high, low and close. */
  private candlesPossible = false;
  /** The time axis's zoom: kept when the chart is drawn again (the theme, the metrics, candles) and by the page built when the panel is shown again. */
  private readonly zoom: ChartZoomKeeper;

  /** `fixedSeries` names the service's own series in the range choices (NFT collections: series v1). */
  constructor(controls: HTMLElement, query: SeriesQuery, metrics: readonly string[] | undefined, private readonly cb: ChartCallbacks, fixedSeries?: string,
    price?: PriceChartChoice) {
    this.query = query;
    this.zoom = new ChartZoomKeeper(cb.zoom);
    this.text = new ChartText(l10n.t('Chart'), cb.pointsTable);
    this.selected = metrics?.length ? [...metrics] : [...DEFAULT_METRICS];
    const bucketId = uid('bucket');
    const rangeId = uid('range');
    this.bucket = h('select', { attrs: { id: bucketId }, on: { change: () => { this.bucketChosen = true; this.requery(); } } },
      ...TIME_SERIES_BUCKETS.map((b) => h('option', { attrs: { value: b, selected: b === query.bucket } }, b === 'hour' ? l10n.t('By hour') : l10n.t('By day'))));
    this.range = h('select', { attrs: { id: rangeId }, on: { change: () => this.rangeChanged() } },
      ...TIME_SERIES_INTERVALS.map((i) => h('option', { attrs: { value: i, selected: i === query.interval } }, INTERVAL_WORDS[i])),
      h('option', { attrs: { value: 'custom', selected: query.interval === undefined && !query.fixed } }, l10n.t('Custom range…')),
      fixedSeries ? h('option', { attrs: { value: FIXED, selected: query.fixed === true } }, fixedSeries) : undefined);
    this.bucket.disabled = query.fixed === true;
    const startId = uid('start');
    const endId = uid('end');
    this.start = h('input', { attrs: { id: startId, type: 'date', value: toDateInput(query.start) } });
    this.end = h('input', { attrs: { id: endId, type: 'date', value: toDateInput(query.end) } });
    this.rangeProblem = h('span', { class: 'problem', attrs: { role: 'alert' } });
    this.custom = h('span', { class: 'custom-range' },
      h('label', { attrs: { for: startId } }, l10n.t('From')), this.start,
      h('label', { attrs: { for: endId } }, l10n.t('to')), this.end,
      h('button', { class: 'button secondary', attrs: { type: 'button' }, on: { click: () => this.applyCustom() } }, l10n.t('Apply')),
      this.rangeProblem);
    this.custom.hidden = query.interval !== undefined || query.fixed === true;
    this.metricsBox = h('fieldset', { class: 'metrics' }, h('legend', {}, l10n.t('Metrics')));
    controls.append(
      h('div', { class: 'control-row' },
        h('label', { attrs: { for: bucketId } }, l10n.t('Bucket')), this.bucket,
        h('label', { attrs: { for: rangeId } }, l10n.t('Range')), this.range, this.custom),
      this.metricsBox);
    if (price) {
      this.price = new PriceToolbar(price.initial, (choice) => {
        price.save(choice);
        this.redraw();
      });
      controls.append(this.price.root);
    }
    this.controlsResize.observe(controls);
    // the formats the chart reads out are made while its points load, not when they arrive (each costs about a millisecond)
    formatDateTime(0);
    formatCompact(0);
    formatNumber(0);
    // colours follow the theme
    this.theme = readChartTheme();
    this.stopTheme = onThemeChange(() => {
      this.theme = readChartTheme();
      this.redraw();
    });
  }

  /** The page is built anew: this chart hears no more theme changes nor resizes. */
  dispose(): void {
    this.stopTheme();
    this.resize.disconnect();
    this.controlsResize.disconnect();
    this.text.dispose();
    this.plot?.destroy();
    this.plot = undefined;
    this.data = undefined;
  }

  private rangeChanged(): void {
    // the service's own series has its own bucket
    this.bucket.disabled = this.range.value === FIXED;
    this.bucketChosen = false;
    if (this.range.value !== 'custom' && this.range.value !== FIXED) this.bucket.value = defaultBucket(this.range.value as Interval);
    if (this.range.value === 'custom') {
      this.custom.hidden = false;
      this.start.focus();
      return;
    }
    this.custom.hidden = true;
    this.requery();
  }

  private requery(): void {
    const bucket = this.bucket.value as Bucket;
    if (this.range.value === 'custom') {
      this.applyCustom();
      return;
    }
    this.query = this.range.value === FIXED ? { bucket, fixed: true } : { bucket, interval: this.range.value as Interval };
    this.zoom.reset();
    this.cb.load(this.query);
  }

  private applyCustom(): void {
    const start = fromDateInput(this.start.value);
    const end = this.end.value ? fromDateInput(this.end.value, true) : undefined;
    if (start === undefined) {
      replace(this.rangeProblem, l10n.t('Choose a start date.'));
      return;
    }
    if (end !== undefined && end < start) {
      replace(this.rangeProblem, l10n.t('The end date is before the start date.'));
      return;
    }
    replace(this.rangeProblem);
    if (!this.bucketChosen) this.bucket.value = defaultBucket({ start, end });
    this.query = end === undefined ? { bucket: this.bucket.value as Bucket, start } : { bucket: this.bucket.value as Bucket, start, end };
    this.zoom.reset();
    this.cb.load(this.query);
  }

  /** The lines drawn, if any (a right-click reads the point under the pointer from them). */
  get plotted(): PlottedChart | undefined {
    return this.plot && this.lines ? { plot: this.plot, lines: this.lines } : undefined;
  }

  /** Draws an answer into `body` (a fresh element each time the section gets data). */
  draw(body: HTMLElement, data: SeriesData): void {
    this.data = data;
    this.host = h('div', { class: 'chart', attrs: { role: 'img' } });
    this.caption = h('p', { class: 'note chart-scale' });
    if (data.note) body.append(h('p', { class: 'note' }, data.note));
    body.append(this.caption, this.host, ...this.text.elements);
    this.present = presentMetrics(data.points);
    this.drawMetricChoices(this.present);
    this.candlesPossible = this.price !== undefined && hasCandles(data.points);
    this.price?.allowCandles(this.candlesPossible);
    // a series with no figure at all (silent gating) has nothing to choose nor to draw as a price
    if (this.price) this.price.root.hidden = this.present.length === 0;
    this.resize.disconnect();
    this.resize.observe(this.host);
    this.redraw();
  }

  private drawMetricChoices(present: readonly Metric[]): void {
    replace(this.metricsBox, h('legend', {}, l10n.t('Metrics')));
    if (!present.some((m) => this.selected.includes(m.key)) && present.length) this.selected = [present[0]!.key];
    for (const group of ['social', 'market'] as const) {
      const list = present.filter((m) => m.group === group);
      if (!list.length) continue;
      this.metricsBox.append(h('div', { class: 'metric-group' }, h('span', { class: 'group' }, group === 'social' ? l10n.t('Social') : l10n.t('Market')),
        ...list.map((m) => {
          const id = uid(`metric-${m.key}`);
          const box = h('input', { attrs: { id, type: 'checkbox', checked: this.selected.includes(m.key) },
            on: { change: () => this.toggle(m.key, box.checked) } });
          // the definition for the pointer and for a screen reader (src/shared/figures)
          return h('span', { class: 'check', attrs: { title: m.definition } }, box, h('label', { attrs: { for: id, 'aria-description': m.definition } }, m.label));
        })));
    }
  }

  private toggle(key: string, on: boolean): void {
    this.selected = on ? [...new Set([...this.selected, key])] : this.selected.filter((k) => k !== key);
    this.cb.metrics(this.selected);
    this.redraw();
  }

  private redraw(): void {
    this.plot?.destroy();
    this.plot = undefined;
    this.lines = undefined;
    const host = this.host;
    const data = this.data;
    if (!host || !data) return;
    replace(host);
    const points = data.points;
    const choice = this.price?.current;
    const candles = choice?.mode === 'candles' && this.candlesPossible;
    // candles draw open, high, low, close and volume: the metric choices are the line's
    this.metricsBox.hidden = candles || this.present.length === 0;
    if (candles) {
      this.price?.allowLog(undefined);
      this.drawCandles(host, data, choice.log);
      return;
    }
    const metrics = this.present.filter((m) => this.selected.includes(m.key));
    const plan = planScales(metrics);
    // a log scale for prices (dollar figures), when none is drawn as an index (each then has its own axis)
    const logScales = new Set<string>(choice?.log && !plan.normalised ? metrics.filter((m) => m.unit === 'usd').map((m) => m.key) : []);
    this.price?.allowLog(logProblem(metrics, plan.normalised));
    const asIndex = plan.lineScales.map((s) => s === INDEX_SCALE);
    const percents = metrics.filter((_m, i) => plan.lineScales[i] === PERCENT_SCALE).map((m) => m.label).join(', ');
    const indexNames = metrics.filter((_m, i) => asIndex[i]).map((m) => m.label).join(', ');
    this.setCaption(!plan.normalised || points.length === 0 ? undefined
      : percents ? l10n.t('{0} metrics of different sizes: {1} drawn as an index, 100 at the first value; {2}, percents, as they are on the right axis. The readout shows the values.', metrics.length, indexNames, percents)
        : l10n.t('{0} metrics of different sizes: each line is drawn as an index, 100 at its first value. The readout shows the values.', metrics.length));
    if (points.length === 0 || metrics.length === 0) {
      const message = points.length === 0 ? l10n.t('No points in this range.')
        // silent gating: a plan without social data may get a series whose every figure is social
        : this.present.length === 0 ? l10n.t('No figures to draw: the service sent this series without any. A plan without social data may get a series without its social figures.')
          : l10n.t('Choose a metric to draw.');
      this.text.empty(host, message);
      host.append(h('p', { class: 'empty' }, message));
      return;
    }
    const n = points.length;
    const times = new Float64Array(n);
    for (let i = 0; i < n; i++) times[i] = points[i]!.time;
    const columns = metrics.map((m) => {
      const col: (number | null)[] = new Array<number | null>(n);
      for (let i = 0; i < n; i++) {
        const v = points[i]![m.key];
        col[i] = typeof v === 'number' ? v : null;
      }
      return col;
    });
    // the words give the values themselves, also where the lines are drawn as an index
    const indexedLines: Indexed = !plan.normalised ? 'none' : percents ? { only: indexNames } : 'all';
    this.text.describeWhenIdle(host, seriesChartName(metrics.map((m) => m.label).join(', '), data.bucket ?? data.query.bucket, indexedLines),
    () => metrics.map((m, i) => ({
      label: m.label, points: columns[i]!.map((v, j) => [times[j]!, v] as const), format: (v: number) => readoutValue(m.unit, v, m.key),
    })));
    const colour = (i: number): string => seriesColour(this.theme, i);
    // a scale per metric (counts and prices differ by orders of magnitude), each with its axis; more than two: an index scale and one of percent
    const axes = plan.axes.map((a, i) => valueAxis(this.theme, a.scale, a.side, a.metric === undefined ? this.theme.fg : colour(a.metric), i === 0, a.unit, logScales.has(a.scale)));
    // 1 px lines: wider anti-aliased lines over 8,760 points cost several times more to stroke
    const lines = metrics.map((m, i) => ({
      label: m.label, scale: plan.lineScales[i]!, stroke: colour(i), width: 1,
      readout: (_v: number | null, index: number) => readoutValue(m.unit, columns[i]![index], m.key),
    }));
    let dropped = 0;
    const drawn = columns.map((col, i) => {
      if (asIndex[i]) return indexed(col);
      if (!logScales.has(metrics[i]!.key)) return col;
      const safe = logSafeColumn(col);
      dropped += safe.dropped;
      return safe.column;
    });
    if (dropped) this.setCaption(logDroppedNote(dropped));
    const step = bucketSeconds(data.bucket ?? data.query.bucket);
    const opts = timeChartOptions(this.theme, { width: Math.max(this.width || host.clientWidth, 200), height: HEIGHT }, axes, lines, step);
    for (const key of logScales) opts.scales = { ...opts.scales, [key]: { distr: 3, log: 10 } };
    this.plot = this.zoom.plot(opts, [times, ...drawn] as uPlot.AlignedData, host);
    this.lines = metrics.map((m, i) => ({ metric: m.key, values: columns[i]! }));
  }

  /** Candles of open, high, low and close with the volume as bars below, on the same time axis. */
  private drawCandles(host: HTMLElement, data: SeriesData, log: boolean): void {
    const points = data.points;
    const n = points.length;
    const times = new Float64Array(n);
    for (let i = 0; i < n; i++) times[i] = points[i]!.time;
    const all = candleColumns(points);
    const { columns, dropped } = log ? logSafeCandles(all) : { columns: all, dropped: 0 };
    const droppedNote = dropped ? logDroppedNote(dropped) : undefined;
    this.setCaption(droppedNote);
    const bucket = data.bucket ?? data.query.bucket;
    const figures = (['open', 'high', 'low', 'close', 'volume_24h'] as const).map((id) => ({
      id, label: id === 'volume_24h' ? volumeBarsLabel() : figure(id).label, column: id === 'volume_24h' ? columns.volume : columns[id],
    }));
    this.text.describeWhenIdle(host, candleChartName([figure('open'), figure('high'), figure('low'), figure('close')].map((f) => f.label).join(', '), volumeBarsLabel(), bucket),
      () => figures.map(({ id, label, column }) => ({
        label, points: column.map((v, j) => [times[j]!, v] as const), format: (v: number) => formatFigure(id, v),
      })));
    const step = bucketSeconds(bucket);
    // merged candles are said, beside what a log scale left out; a right-click reads the candle drawn
    const drawnChanged = (d: CandlesDrawn): void => {
      this.setCaption([droppedNote, d.span === step ? undefined : mergedNote(d.span, step)].filter(Boolean).join(' ') || undefined);
      this.lines = candleLines(n, d);
    };
    const opts = candleChartOptions(this.theme, { width: Math.max(this.width || host.clientWidth, 200), height: HEIGHT }, columns, step, log, drawnChanged);
    this.plot = this.zoom.plot(opts, candleData(times, columns), host);
  }

  /** The note above the chart on how it is drawn; none hides it. */
  private setCaption(text: string | undefined): void {
    if (!this.caption) return;
    this.caption.hidden = text === undefined;
    replace(this.caption, text ?? '');
  }
}

/** Why a log scale would change none of `metrics`' lines, or undefined when it applies to one. */
export function logProblem(metrics: readonly Pick<Metric, 'unit'>[], normalised: boolean): string | undefined {
  if (normalised) return l10n.t('A log scale is for prices on their own axis: these lines are drawn as an index. Choose fewer metrics to use it.');
  return metrics.some((m) => m.unit === 'usd') ? undefined : l10n.t('A log scale is for prices: choose a price ($) metric to use it.');
}

/** Says what a log scale left out: it has no place for zero or below. */
function logDroppedNote(dropped: number): string {
  return dropped === 1 ? l10n.t('1 point at or below zero is not drawn: a log scale has no place for it.')
    : l10n.t('{0} points at or below zero are not drawn: a log scale has no place for them.', formatNumber(dropped));
}

// The compare panel: 2-5 items' series on one chart (normalised to 100 at the start, or raw on
// two axes; a percent such as Sentiment always raw, on one axis), their key figures side by side
// with the leaders of the figures that rank subjects marked (ties share the lead), sentiment by
// network side by side, and the figures over the period: return, interactions change and how
// price and interactions moved together. The host sends the comparison as data; copies and
// inserts are its work.
import * as l10n from '../../../shared/format/l10n';
import './compare.css';
import { type ItemKind, type ItemRef, subjectNames } from '../../../shared/items';
import { formatNumber } from '../../../shared/format/numbers';
import {
  isCompareData, normalisable, noSentimentWords, rawAxes, rawAxesWords, seriesMetricLabel, type CompareData, type CompareRow, type SeriesMetric,
} from '../../../shared/protocol/compare';
import { formatFigure } from '../../../shared/figures/format';
import type { DataMessage, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import { button, h, replace, uid } from '../dom';
import { post } from '../host';
import { CompareChart } from '../parts/compareChart';
import { explained } from '../parts/figure';
import { PageHeader } from '../parts/header';
import { Frames } from './frames';
import type { ViewContext, ViewController } from './view';
import { scrollX } from '../parts/scrollX';
import { errorWords, fixButton } from '../section';

/** How many of a kind a comparison holds: "a topic", "3 coins". */
function kindCount(kind: ItemKind, n: number): string {
  const count = formatNumber(n);
  switch (kind) {
    case 'topic': return n === 1 ? l10n.t('a topic') : l10n.t('{0} topics', count);
    case 'category': return n === 1 ? l10n.t('a category') : l10n.t('{0} categories', count);
    case 'coin': return n === 1 ? l10n.t('a coin') : l10n.t('{0} coins', count);
    case 'stock': return n === 1 ? l10n.t('a stock') : l10n.t('{0} stocks', count);
    default: return n === 1 ? l10n.t('an item') : l10n.t('{0} items', count);
  }
}

/** "3 topics", "2 coins and a topic" */
function subjectWords(refs: readonly ItemRef[]): string {
  const counts = new Map<ItemKind, number>();
  for (const r of refs) counts.set(r.kind, (counts.get(r.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => kindCount(kind, n)).reduce((all, next) => l10n.t('{0} and {1}', all, next));
}

function compareHeading(refs: readonly ItemRef[]): string {
  return l10n.t('Compare: {0}', subjectNames(refs).join(' · '));
}

/** A value's cell: the figure, starred when it leads its row (said in words when tied), or why it is missing. */
function valueCell(row: CompareRow, i: number): HTMLElement {
  const v = row.values[i] ?? null;
  const why = v === null ? row.missing?.[i] : null;
  if (why) return h('td', { class: 'num missing' }, why);
  if (!row.leaders.includes(i)) return h('td', { class: 'num' }, formatFigure(row.figure, v));
  const tied = row.leaders.length > 1;
  return h('td', { class: `num leader${tied ? ' tied' : ''}` }, formatFigure(row.figure, v), ' ',
    h('span', { class: 'star', attrs: { 'aria-hidden': 'true' } }, '★'),
    h('span', { class: 'sr-only' }, tied ? l10n.t('(tied for the lead)') : l10n.t('(leader)')));
}

/** A table of rows side by side, one column per subject; each row's header says what its figure is. */
function sideBySide(data: CompareData, rows: readonly CompareRow[], corner: string, section: string): HTMLElement {
  // named apart from its section, so the two landmarks are told apart
  return scrollX(h('table', { class: 'data compare-table' }, h('caption', { class: 'sr-only' }, l10n.t('{0}, one column per subject', section)),
    h('thead', {}, h('tr', {}, h('th', { attrs: { scope: 'col' } }, corner),
      ...subjectNames(data.subjects.map((s) => s.ref)).map((name) => h('th', { class: 'num', attrs: { scope: 'col' } }, name)))),
    h('tbody', {}, ...rows.map((row) => h('tr', {},
      // what the figure is, for the pointer and a screen reader (src/shared/figures)
      h('th', { attrs: { scope: 'row', ...explained(row.figure) } }, row.label),
      ...row.values.map((_, i) => valueCell(row, i)))))));
}

/** The scale choice's radios and their words, which say when Normalised is not for the metric. */
interface ScaleInputs {
  normalised: HTMLInputElement;
  raw: HTMLInputElement;
  normalisedLabel: HTMLElement;
  rawLabel: HTMLElement;
}

export class CompareView implements ViewController {
  readonly root: HTMLElement;
  private readonly frames = new Frames([
    { section: 'compare', title: l10n.t('Series') },
    { section: 'compare', title: l10n.t('Key figures') },
    { section: 'compare', title: l10n.t('Sentiment by network (% positive)') },
    { section: 'compare', title: l10n.t('Over the period') },
  ]);
  private readonly chart: CompareChart;
  private readonly metricBox: HTMLElement;
  /** The metric and scale choices above the chart. */
  private readonly chartControls: HTMLElement;
  private readonly axisNote = h('p', { class: 'note axis-note' });
  private metric?: SeriesMetric;
  /** The person's choice of scale; a percent is drawn raw whatever it is (normalisable). */
  private normalised: boolean;
  private readonly scaleInputs: ScaleInputs;
  private data?: CompareData;
  private readonly header: PageHeader;

  constructor(private readonly ctx: ViewContext) {
    this.metric = ctx.ui.compareMetric;
    this.normalised = ctx.ui.normalised ?? true;
    this.chart = new CompareChart({
      zoom: { initial: ctx.ui.zoom, save: (zoom) => ctx.save({ zoom }) },
      pointsTable: { initial: ctx.ui.pointsTable === true, save: (shown) => ctx.save({ pointsTable: shown }) },
    });
    const header = new PageHeader('compare', compareHeading(ctx.subjects ?? [ctx.ref]));
    this.header = header;
    header.setFacts(l10n.t('Comparison'), subjectWords(ctx.subjects ?? [ctx.ref]));
    header.addActions(
      button(l10n.t('Copy as CSV'), () => post({ type: 'compareAction', action: 'copyCsv' }), { icon: 'table', class: 'button secondary' }),
      button(l10n.t('Insert into Notes'), () => post({ type: 'compareAction', action: 'insert' }), { icon: 'insert', class: 'button secondary' }));
    this.metricBox = h('span', { class: 'compare-metrics' });
    const scale = this.scaleSwitch();
    this.scaleInputs = scale.inputs;
    this.chartControls = h('div', { class: 'control-row' }, this.metricBox, scale.root);
    this.frames.get('compare').controls.append(this.chartControls);
    this.root = h('div', { class: 'view view-compare' }, header.root, ...this.frames.roots);
  }

  dispose(): void {
    this.chart.dispose();
  }

  start(): void {
    post({ type: 'load', section: 'compare' });
  }

  onState(m: StateMessage): void {
    this.frames.onState(m);
  }

  onError(m: ErrorMessage): void {
    this.frames.onError(m);
  }

  onData(m: DataMessage): void {
    if (m.section !== 'compare') return;
    const data = isCompareData(m.data) ? m.data : undefined;
    this.data = data;
    // the names the service gave, where the items were asked for by a typed name or an id; the
    // subjects compared, where the same item asked for twice is compared once
    if (data) {
      const refs = data.subjects.map((s) => s.ref);
      this.header.setTitle(compareHeading(refs));
      this.header.setFacts(l10n.t('Comparison'), subjectWords(refs));
    }
    // each frame says on its own if the message could not be drawn
    const draw = (index: number, fill: (body: HTMLElement, d: CompareData) => void): void => this.frames.get('compare', index).data(m.meta, (body) => {
      if (!data) throw new Error('the comparison message is not a comparison');
      fill(body, data);
    });
    draw(0, (body, d) => this.drawSeries(body, d));
    // a table of headers alone says nothing: a comparison where no subject loaded has none
    draw(1, (body, d) => body.append(d.figures.length ? sideBySide(d, d.figures, l10n.t('Figure'), l10n.t('Key figures')) : h('p', { class: 'empty' }, l10n.t('No key figures: no subject could be loaded.')),
      h('p', { class: 'note' }, l10n.t('★ marks the best value of a figure that ranks subjects (for ranks, the lowest); ties share it. Price, market cap and counts are not ranked: they measure size, not merit. Hover a figure\'s name for what it is.'))));
    draw(2, (body, d) => body.append(d.sentiment.length ? sideBySide(d, d.sentiment, l10n.t('Network'), l10n.t('Sentiment by network (% positive)'))
      : h('p', { class: 'empty' }, noSentimentWords(d.subjects))));
    draw(3, (body, d) => body.append(...(d.period.length ? [sideBySide(d, d.period, l10n.t('Figure'), l10n.t('Over the period'))] : []), h('p', { class: 'note period-note' }, d.periodNote)));
  }

  private drawSeries(body: HTMLElement, data: CompareData): void {
    if (!this.metric || !data.metrics.includes(this.metric)) this.metric = data.metric;
    this.drawMetricSwitch(data);
    const names = subjectNames(data.subjects.map((s) => s.ref));
    const problems = data.subjects.flatMap((s, i) => (s.problem || s.seriesProblem || s.stale ? [{ s, name: names[i] ?? s.ref.title }] : []));
    if (problems.length) {
      body.append(h('ul', { class: 'compare-problems', attrs: { role: 'note' } }, ...problems.map(({ s, name }) => h('li', {},
        h('strong', {}, name), `: ${s.problem ? errorWords(s.problem) : s.seriesProblem ? l10n.t('no series ({0})', s.seriesProblem) : l10n.t('not up to date ({0})', s.stale ?? '')}`,
        ...(s.problem?.fix ? [' ', fixButton(s.problem, { class: 'button secondary small' })] : [])))));
    }
    this.chart.draw(body, data.subjects, { metric: this.metric, normalised: this.normalised });
    this.updateScaleSwitch();
    this.updateAxisNote();
    this.axisNote.hidden = data.metrics.length === 0;
    body.append(this.axisNote);
  }

  private drawMetricSwitch(data: CompareData): void {
    const name = uid('compare-metric');
    // no series figure at all (stocks alone on a plan without social data): nothing to choose nor to scale
    this.chartControls.hidden = data.metrics.length === 0;
    replace(this.metricBox, h('fieldset', { class: 'inline' }, h('legend', {}, l10n.t('Metric')),
      ...data.metrics.map((metric) => h('label', { class: 'check' },
        h('input', { attrs: { type: 'radio', name, value: metric, checked: metric === this.metric }, on: { change: () => this.choose(metric, this.normalised) } }),
        seriesMetricLabel(metric)))));
  }

  private scaleSwitch(): { root: HTMLElement; inputs: ScaleInputs } {
    const name = uid('compare-scale');
    const input = (value: 'normalised' | 'raw'): HTMLInputElement => h('input', {
      attrs: { type: 'radio', name, value, checked: (value === 'normalised') === this.normalised }, on: { change: () => this.choose(this.metric, value === 'normalised') },
    });
    const inputs: ScaleInputs = {
      normalised: input('normalised'), raw: input('raw'),
      normalisedLabel: h('span', {}, l10n.t('Normalised (100 at the start)')), rawLabel: h('span', {}, l10n.t('Raw (two axes)')),
    };
    const root = h('fieldset', { class: 'inline' }, h('legend', {}, l10n.t('Scale')),
      h('label', { class: 'check' }, inputs.normalised, inputs.normalisedLabel), h('label', { class: 'check' }, inputs.raw, inputs.rawLabel));
    return { root, inputs };
  }

  /**
   * A percent cannot be normalised: its choice is unavailable and says so, Raw shows as chosen, on
   * one axis (the person's choice is kept for the other metrics).
   */
  private updateScaleSwitch(): void {
    const percent = this.metric !== undefined && !normalisable(this.metric);
    const { normalised, raw, normalisedLabel, rawLabel } = this.scaleInputs;
    normalised.disabled = percent;
    normalised.checked = this.normalised && !percent;
    raw.checked = !normalised.checked;
    replace(normalisedLabel, percent ? l10n.t('Normalised (not for a percent)') : l10n.t('Normalised (100 at the start)'));
    replace(rawLabel, percent ? l10n.t('Raw (one axis)') : l10n.t('Raw (two axes)'));
  }

  private choose(metric: SeriesMetric | undefined, normalised: boolean): void {
    this.metric = metric;
    this.normalised = normalised;
    this.ctx.save({ compareMetric: metric, normalised });
    if (!metric || !this.data) return;
    this.chart.choose({ metric, normalised });
    this.updateScaleSwitch();
    this.updateAxisNote();
  }

  /** How the lines are scaled, the Raw axes naming only subjects with a line; and the subjects with none of the metric, by name. */
  private updateAxisNote(): void {
    const subjects = this.data?.subjects ?? [];
    const metric = this.metric;
    if (metric === undefined) return;
    const axes = rawAxes(subjects, metric);
    const scale = !normalisable(metric)
      ? l10n.t('{0} is a percent, so its lines are drawn as they are, on one axis: normalised, a move from 40% to 60% would read as a rise by half rather than 20 points.', seriesMetricLabel(metric))
      : this.normalised
        ? l10n.t('Each line is 100 at its first value: a line at 150 has risen by half since the start.')
        : rawAxesWords(axes);
    // a metric some subjects have no series of (a stock's price): said, not left for the legend to hint
    const none = axes.none.length && axes.none.length < subjects.length
      ? [' ', l10n.t('No line for {0}: the service sent no {1} for it.', axes.none.join(', '), seriesMetricLabel(metric).toLowerCase())] : [];
    replace(this.axisNote, scale, ...none);
  }
}

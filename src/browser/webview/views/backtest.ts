// The backtest panel: where an alert rule would have fired over the last days of the series it
// reads, how many times, and the rule's numbers (k, the window, x and y, the level, the points) to
// adjust. Each change asks the host to replay the rule (the series is already loaded: no
// request); the count is read out as it changes. The controls are built once and kept, so typing
// in one is never interrupted by the answer.
import * as l10n from '../../../shared/format/l10n';
import './backtest.css';
import { parseTypedNumber, readTypedNumber } from '../../../shared/format/typedNumber';
import type { BacktestData, BacktestParam } from '../../../shared/protocol/backtest';
import { boundsProblem, isBacktestData } from '../../../shared/protocol/backtest';
import type { DataMessage, ErrorInfo, ErrorMessage, StateMessage } from '../../../shared/protocol/messages';
import { h, replace, uid } from '../dom';
import { post } from '../host';
import { BacktestChart } from '../parts/backtestChart';
import { demoBadge } from '../parts/header';
import { errorBox } from '../section';
import type { ViewContext, ViewController } from './view';

const ADJUST_DELAY_MS = 200;

interface Box {
  input: HTMLInputElement;
  problem: HTMLElement;
  /** Its bounds, as the host last sent them. */
  param: BacktestParam;
}

export class BacktestView implements ViewController {
  readonly root: HTMLElement;
  private readonly title = h('h1', {}, l10n.t('Backtest'));
  private readonly rule = h('p', { class: 'facts backtest-rule' });
  private readonly count = h('p', { class: 'backtest-count', attrs: { role: 'status', 'aria-live': 'polite' } }, l10n.t('Replaying the rule…'));
  private readonly controls = h('div', { class: 'backtest-params', attrs: { role: 'group', 'aria-label': l10n.t('The rule\'s numbers') } });
  private readonly note = h('p', { class: 'note' });
  /** Why the last replay failed, in place of its chart. */
  private readonly problem = h('div', { class: 'backtest-error' });
  private readonly chart: BacktestChart;
  private readonly inputs = new Map<string, Box>();
  private timer?: ReturnType<typeof setTimeout>;

  constructor(ctx: ViewContext) {
    this.chart = new BacktestChart({
      zoom: { initial: ctx.ui.zoom, save: (zoom) => ctx.save({ zoom }) },
      pointsTable: { initial: ctx.ui.pointsTable === true, save: (shown) => ctx.save({ pointsTable: shown }) },
    });
    replace(this.title, l10n.t('Backtest: {0}', ctx.ref.title));
    this.root = h('div', { class: 'view view-backtest' },
      h('header', { class: 'page-head' }, h('div', { class: 'titles' }, h('div', { class: 'title-line' }, this.title, demoBadge()), this.rule)),
      h('section', { class: 'frame', attrs: { 'aria-label': l10n.t('Where the rule would have fired') } }, this.count, this.problem, this.controls, ...this.chart.elements, this.note));
  }

  dispose(): void {
    this.chart.dispose();
  }

  start(): void {
    post({ type: 'load', section: 'backtest' });
  }

  onState(m: StateMessage): void {
    if (m.section === 'backtest') this.root.setAttribute('aria-busy', 'true');
  }

  /**
   * What the replay could not do, with its fix and Retry; no chart of an earlier replay beside it.
   * The host has logged the failed load: nothing was drawn wrong, so no `rendered` is posted.
   */
  onError(m: ErrorMessage): void {
    if (m.section !== 'backtest') return;
    this.failed(m.error);
  }

  onData(m: DataMessage): void {
    if (m.section !== 'backtest') return;
    this.root.removeAttribute('aria-busy');
    try {
      if (!isBacktestData(m.data)) throw new Error('the backtest message is not a backtest');
      this.show(m.data);
      post({ type: 'rendered', section: 'backtest' });
    } catch (e) {
      // the words of every section given an answer it cannot draw (SectionFrame.data)
      this.failed({ kind: 'internal', message: l10n.t('This section could not be drawn from the data received. Retry, or see the Social Pulse log.') });
      post({ type: 'rendered', section: 'backtest', error: (e instanceof Error ? e.message : String(e)).slice(0, 2000) });
    }
  }

  private failed(error: ErrorInfo): void {
    this.root.removeAttribute('aria-busy');
    replace(this.count, l10n.t('Could not replay the rule.'));
    this.count.classList.remove('fired');
    replace(this.problem, errorBox(error, 'backtest'));
    this.chart.clear();
    replace(this.note);
  }

  private show(data: BacktestData): void {
    replace(this.problem);
    replace(this.rule, data.rule);
    replace(this.count, data.problem ?? data.summary);
    this.count.classList.toggle('fired', data.firings.length > 0);
    this.syncControls(data.params);
    // the host's own check refused what was typed (bounds the box did not know): said beside it
    const refused = data.refused;
    for (const id of refused?.ids ?? []) {
      const box = this.inputs.get(id);
      if (box && refused) this.showProblem(box, refused.text);
    }
    this.chart.draw(data);
    replace(this.note, data.note ?? l10n.t('Markers show where the rule would have fired over the last {0} days, each check seeing only the data up to it.', data.days));
  }

  /** Builds the inputs the first time; later only moves the values of those not being typed in. */
  private syncControls(params: readonly BacktestParam[]): void {
    const ids = params.map((p) => p.id).join(',');
    if (ids !== [...this.inputs.keys()].join(',')) {
      this.inputs.clear();
      replace(this.controls, ...params.map((p) => this.control(p)));
    }
    for (const p of params) {
      const box = this.inputs.get(p.id);
      if (box) box.param = p;
      if (box && document.activeElement !== box.input && parseTypedNumber(box.input.value) !== p.value) {
        box.input.value = String(p.value);
        this.showProblem(box, undefined);
      }
    }
  }

  /** A text box, not a number one: a browser's number box empties itself on 80k or 2.5%. */
  private control(p: BacktestParam): HTMLElement {
    const id = uid(`backtest-${p.id}`);
    const problem = h('span', { class: 'backtest-problem', attrs: { id: `${id}-problem`, 'aria-live': 'polite' } });
    const input = h('input', {
      class: 'backtest-input',
      attrs: { id, type: 'text', inputmode: 'decimal', spellcheck: 'false', autocomplete: 'off', value: p.value, 'data-param': p.id, 'aria-describedby': `${id}-problem` },
      on: { input: () => this.adjusted() },
    });
    this.inputs.set(p.id, { input, problem, param: p });
    // the problem beside the box, not in its label: read as its description, not as its name
    return h('span', { class: 'backtest-param' }, h('label', { attrs: { for: id } }, p.label), input, problem);
  }

  private showProblem(box: Box, text: string | undefined): void {
    if (text) box.input.setAttribute('aria-invalid', 'true');
    else box.input.removeAttribute('aria-invalid');
    replace(box.problem, text ?? '');
  }

  /** The numbers that read: a mistyped box or one out of bounds says why, and it and an empty one send nothing. */
  private adjusted(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const values: Record<string, number> = {};
      for (const [id, box] of this.inputs) {
        const read = box.input.value.trim() ? readTypedNumber(box.input.value) : undefined;
        const problem = read === undefined ? undefined : typeof read === 'string' ? read : boundsProblem(box.param, read.value);
        this.showProblem(box, problem);
        if (read !== undefined && typeof read !== 'string' && !problem) values[id] = read.value;
      }
      post({ type: 'backtestParams', values });
    }, ADJUST_DELAY_MS);
  }
}

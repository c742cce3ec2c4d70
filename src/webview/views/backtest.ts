// The backtest panel: where an alert rule would have fired over the last days of the series it
// reads, how many times, and the rule's numbers (k, the window, x and y, the level, the points) to
// adjust. Each change asks the host to replay the rule (the series is already loaded: no
// request); the count is read out as it changes. The controls are built once and kept, so typing
// in one is never interrupted by the answer.
import './backtest.css';
import type { BacktestData, BacktestParam } from '../../protocol/backtest';
import { isBacktestData } from '../../protocol/backtest';
import type { DataMessage, ErrorMessage, StateMessage } from '../../protocol/messages';
import { h, replace, uid } from '../dom';
import { post } from '../host';
import { BacktestChart } from '../parts/backtestChart';
import { demoBadge } from '../parts/header';
import type { ViewContext, ViewController } from './view';

const ADJUST_DELAY_MS = 200;

export class BacktestView implements ViewController {
  readonly root: HTMLElement;
  private readonly title = h('h1', {}, 'Backtest');
  private readonly rule = h('p', { class: 'facts backtest-rule' });
  private readonly count = h('p', { class: 'backtest-count', attrs: { role: 'status', 'aria-live': 'polite' } }, 'Replaying the rule…');
  private readonly controls = h('div', { class: 'backtest-params', attrs: { role: 'group', 'aria-label': 'The rule\'s numbers' } });
  private readonly note = h('p', { class: 'note' });
  private readonly chart = new BacktestChart();
  private readonly inputs = new Map<string, HTMLInputElement>();
  private timer?: ReturnType<typeof setTimeout>;

  constructor(ctx: ViewContext) {
    replace(this.title, `Backtest: ${ctx.ref.title}`);
    this.root = h('div', { class: 'view view-backtest' },
      h('header', { class: 'page-head' }, h('div', { class: 'titles' }, h('div', { class: 'title-line' }, this.title, demoBadge()), this.rule)),
      h('section', { class: 'frame', attrs: { 'aria-label': 'Where the rule would have fired' } }, this.count, this.controls, this.chart.root, this.note));
  }

  start(): void {
    post({ type: 'load', section: 'backtest' });
  }

  onState(m: StateMessage): void {
    if (m.section === 'backtest') this.root.setAttribute('aria-busy', 'true');
  }

  onError(m: ErrorMessage): void {
    if (m.section !== 'backtest') return;
    this.root.removeAttribute('aria-busy');
    replace(this.count, `Could not replay the rule: ${m.error.message}`);
    post({ type: 'rendered', section: 'backtest', error: m.error.message });
  }

  onData(m: DataMessage): void {
    if (m.section !== 'backtest') return;
    this.root.removeAttribute('aria-busy');
    try {
      if (!isBacktestData(m.data)) throw new Error('the backtest message is not a backtest');
      this.show(m.data);
      post({ type: 'rendered', section: 'backtest' });
    } catch (e) {
      post({ type: 'rendered', section: 'backtest', error: e instanceof Error ? e.message : String(e) });
    }
  }

  private show(data: BacktestData): void {
    replace(this.rule, data.rule);
    replace(this.count, data.problem ?? data.summary);
    this.count.classList.toggle('fired', data.firings.length > 0);
    this.syncControls(data.params);
    this.chart.draw(data);
    replace(this.note, data.note ?? `Markers show where the rule would have fired over the last ${data.days} days, each check seeing only the data up to it.`);
  }

  /** Builds the inputs the first time; later only moves the values of those not being typed in. */
  private syncControls(params: readonly BacktestParam[]): void {
    const ids = params.map((p) => p.id).join(',');
    if (ids !== [...this.inputs.keys()].join(',')) {
      this.inputs.clear();
      replace(this.controls, ...params.map((p) => this.control(p)));
    }
    for (const p of params) {
      const input = this.inputs.get(p.id);
      if (input && document.activeElement !== input && Number(input.value) !== p.value) input.value = String(p.value);
    }
  }

  private control(p: BacktestParam): HTMLElement {
    const id = uid(`backtest-${p.id}`);
    const input = h('input', {
      class: 'backtest-input',
      attrs: { id, type: 'number', min: p.min, max: p.max, step: p.step, value: p.value, 'data-param': p.id },
      on: { input: () => this.adjusted() },
    });
    this.inputs.set(p.id, input);
    return h('label', { class: 'backtest-param', attrs: { for: id } }, h('span', {}, p.label), input);
  }

  private adjusted(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const values: Record<string, number> = {};
      for (const [id, input] of this.inputs) {
        const n = Number(input.value);
        if (input.value.trim() !== '' && Number.isFinite(n)) values[id] = n;
      }
      post({ type: 'backtestParams', values });
    }, ADJUST_DELAY_MS);
  }
}

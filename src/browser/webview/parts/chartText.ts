// A chart's text alternative: the canvas box is an image whose description a screen reader reads
// (what is plotted, the range, each line's first, last, lowest and highest values), and a
// "Show as table" toggle lays its points out as a table anyone can read or tab through.
import * as l10n from '../../../shared/format/l10n';
import { chartRows, chartSummary, type SummaryLine } from '../../../shared/protocol/chartSummary';
import { formatDateTime } from '../../../shared/protocol/display';
import { formatNumber } from '../../../shared/format/numbers';
import { h, icon, replace, uid } from '../dom';

/** Whether the points were shown as a table, and where the person's choice goes: a panel keeps it with its state. */
export interface TableChoice {
  initial: boolean;
  save(shown: boolean): void;
}

export class ChartText {
  /** The description the chart's box points to (aria-describedby). */
  private readonly summary = h('div', { class: 'sr-only chart-summary', attrs: { id: uid('chart-summary') } });
  private readonly toggle: HTMLButtonElement;
  private readonly tableBox: HTMLElement;
  private lines: readonly SummaryLine[] = [];
  private caption = '';
  private shown = false;
  /** The person's choice: the table opens again when points come after none. */
  private wanted: boolean;
  /** The description waiting for the page to be idle (see describeWhenIdle). */
  private pending?: number;

  /** `what` names the chart where there is nothing to draw ("Chart: No points in this range."). */
  constructor(private readonly what: string, private readonly choice?: TableChoice) {
    this.wanted = choice?.initial ?? false;
    this.tableBox = h('div', { class: 'chart-table', attrs: { id: uid('chart-table'), hidden: true, tabindex: 0, role: 'region', 'aria-label': l10n.t('Chart points') } });
    this.toggle = h('button', {
      class: 'button secondary chart-table-toggle',
      attrs: { type: 'button', 'aria-expanded': 'false', 'aria-controls': this.tableBox.id },
      on: { click: () => this.choose(!this.shown) },
    }, icon('table'), l10n.t('Show as table'));
  }

  /** The toggle, the summary and the table box, to place after the chart. */
  get elements(): HTMLElement[] {
    return [h('div', { class: 'chart-text' }, this.toggle), this.summary, this.tableBox];
  }

  /** Describes `box` (the chart's canvas box) as an image of `lines`. */
  describe(box: HTMLElement, what: string, lines: readonly SummaryLine[]): void {
    const s = chartSummary(what, lines);
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', s.overview);
    box.setAttribute('aria-describedby', this.summary.id);
    replace(this.summary, ...s.lines.map((line) => h('p', {}, line)));
    this.points(what, lines);
  }

  /** The points of a chart whose box says what it shows itself (the backtest's): the toggle and the table only; none hides both. */
  points(what: string, lines: readonly SummaryLine[]): void {
    this.cancel();
    this.lines = lines;
    this.caption = what;
    this.toggle.hidden = lines.length === 0;
    this.show(this.wanted && lines.length > 0);
  }

  /**
   * Describes `box` once the page is idle: a year of hourly points takes milliseconds to put in
   * words, which the chart's first paint does not wait for. Until then the box is named by `what`.
   */
  describeWhenIdle(box: HTMLElement, what: string, lines: () => readonly SummaryLine[]): void {
    this.cancel();
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', what);
    box.removeAttribute('aria-describedby');
    this.pending = requestIdleCallback(() => {
      this.pending = undefined;
      this.describe(box, what, lines());
    }, { timeout: 500 });
  }

  /** The chart is gone: its description waits no more. */
  dispose(): void {
    this.cancel();
  }

  private cancel(): void {
    if (this.pending !== undefined) cancelIdleCallback(this.pending);
    this.pending = undefined;
  }

  /** No chart to describe (no points, no metric chosen): `message` says why. */
  empty(box: HTMLElement, message: string): void {
    this.cancel();
    this.lines = [];
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', l10n.t('{0}: {1}', this.what, message));
    box.removeAttribute('aria-describedby');
    replace(this.summary);
    this.toggle.hidden = true;
    this.show(false);
  }

  private choose(on: boolean): void {
    this.wanted = on;
    this.choice?.save(on);
    this.show(on);
  }

  private show(on: boolean): void {
    this.shown = on;
    this.toggle.setAttribute('aria-expanded', String(on));
    replace(this.toggle, icon(on ? 'graph-line' : 'table'), on ? l10n.t('Hide table') : l10n.t('Show as table'));
    this.tableBox.hidden = !on;
    if (on) this.fill();
    else replace(this.tableBox);
  }

  /** Built when shown: a year of hourly points is 8,760 rows. */
  private fill(): void {
    const lines = this.lines;
    const formats = lines.map((l) => l.format ?? formatNumber);
    replace(this.tableBox, h('table', { class: 'data chart-points' },
      h('caption', {}, this.caption),
      h('thead', {}, h('tr', {}, h('th', { attrs: { scope: 'col' } }, l10n.t('Time')), ...lines.map((l) => h('th', { attrs: { scope: 'col' } }, l.label)))),
      h('tbody', {}, ...chartRows(lines).map((row) => h('tr', {},
        h('th', { attrs: { scope: 'row' } }, formatDateTime(row.time)),
        ...row.values.map((v, i) => h('td', { class: 'num' }, v === null ? '—' : formats[i]!(v))))))));
  }
}

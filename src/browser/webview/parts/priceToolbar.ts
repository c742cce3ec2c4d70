// The price chart's toolbar: candles or a line, and a log scale for price. Toggle buttons
// (aria-pressed) the keyboard reaches with Tab and presses with Enter or Space, like the mouse.
import * as l10n from '../../../shared/format/l10n';
import type { PriceChartState } from '../../../shared/protocol/views';
import { h, icon } from '../dom';

/** Candles or a line, and a log scale for price (kept in the panel's state). */
export type PriceChoice = PriceChartState;

function toggle(label: string, codicon: string, title: string, onClick: () => void): HTMLButtonElement {
  return h('button', { class: 'button secondary toggle', attrs: { type: 'button', title, 'aria-pressed': 'false' }, on: { click: onClick } },
    icon(codicon), label);
}

export class PriceToolbar {
  readonly root: HTMLElement;
  private readonly candles: HTMLButtonElement;
  private readonly line: HTMLButtonElement;
  private readonly log: HTMLButtonElement;

  constructor(private choice: PriceChoice, private readonly changed: (choice: PriceChoice) => void) {
    this.candles = toggle(l10n.t('Candles'), 'graph', l10n.t('Open, high, low and close of each bucket, with volume below'), () => this.set({ mode: 'candles' }));
    this.line = toggle(l10n.t('Line'), 'graph-line', l10n.t('The chosen metrics as lines'), () => this.set({ mode: 'line' }));
    this.log = toggle(l10n.t('Log scale'), 'symbol-numeric', l10n.t('Prices on a logarithmic scale: equal heights are equal percentage moves'), () => this.set({ log: !this.choice.log }));
    this.root = h('div', { class: 'control-row chart-toolbar', attrs: { role: 'toolbar', 'aria-label': l10n.t('Price chart') } },
      h('span', { class: 'segmented' }, this.candles, this.line), this.log);
    this.show();
  }

  get current(): PriceChoice {
    return { ...this.choice };
  }

  /** Candles need open, high, low and close: a series without them is drawn as lines, and the button says why. */
  allowCandles(allowed: boolean): void {
    this.candles.disabled = !allowed;
    this.candles.title = allowed ? l10n.t('Open, high, low and close of each bucket, with volume below') : l10n.t('This series has no open, high, low and close to draw as candles.');
    this.show();
  }

  /** A log scale applies to prices on their own axes: where none is drawn, the button is disabled and says why (`why`). */
  allowLog(why: string | undefined): void {
    this.log.disabled = why !== undefined;
    this.log.title = why ?? l10n.t('Prices on a logarithmic scale: equal heights are equal percentage moves');
    this.show();
  }

  private set(change: Partial<PriceChoice>): void {
    this.choice = { ...this.choice, ...change };
    this.show();
    this.changed(this.current);
  }

  private show(): void {
    const candles = this.choice.mode === 'candles' && !this.candles.disabled;
    this.candles.setAttribute('aria-pressed', String(candles));
    this.line.setAttribute('aria-pressed', String(!candles));
    this.log.setAttribute('aria-pressed', String(this.choice.log && !this.log.disabled));
  }
}

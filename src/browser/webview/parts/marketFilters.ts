// The market tables' figure filters as controls: a minimum market cap and a minimum 24 h volume
// (number boxes reading what people type: 80k, 1.2M, $80,000, with the project's one reader,
// format/typedNumber.ts), and "Hide stablecoins" on the coins table. A box that cannot be read
// says why beside it and keeps the last minimum it could read; an empty box is no minimum.
import * as l10n from '../../../shared/format/l10n';
import { figure } from '../../../shared/figures/catalogue';
import { minimumText, readMinimum } from '../../../shared/protocol/marketFilters';
import type { CoinsView } from '../../../shared/protocol/views';
import { h, uid } from '../dom';

type FigureChange = Pick<CoinsView, 'minMarketCap' | 'minVolume' | 'hideStablecoins'>;

interface MinimumBox {
  input: HTMLInputElement;
  problem: HTMLElement;
  root: HTMLElement;
}

export class MarketFilters {
  readonly root: HTMLElement;
  private readonly cap: MinimumBox;
  private readonly volume: MinimumBox;
  private readonly stable?: HTMLInputElement;

  constructor(view: CoinsView, stablecoins: boolean, changed: (change: FigureChange) => void) {
    this.cap = this.box('market_cap', view.minMarketCap, (v) => changed({ minMarketCap: v }));
    this.volume = this.box('volume_24h', view.minVolume, (v) => changed({ minVolume: v }));
    let stableBox: HTMLElement | undefined;
    if (stablecoins) {
      const id = uid('hide-stable');
      const input = h('input', { attrs: { id, type: 'checkbox', checked: view.hideStablecoins === true }, on: { change: () => changed({ hideStablecoins: input.checked || undefined }) } });
      this.stable = input;
      stableBox = h('span', { class: 'check', attrs: { title: l10n.t('Hides coins whose sectors include stablecoin') } }, input, h('label', { attrs: { for: id } }, l10n.t('Hide stablecoins')));
    }
    this.root = h('span', { class: 'market-filters' }, this.cap.root, this.volume.root, stableBox);
  }

  private box(figureId: 'market_cap' | 'volume_24h', value: number | undefined, set: (v: number | undefined) => void): MinimumBox {
    const { label, definition } = figure(figureId);
    const id = uid('minimum');
    const problemId = uid('minimum-problem');
    const problem = h('span', { class: 'problem', attrs: { id: problemId, role: 'alert' } });
    const input = h('input', {
      class: 'number',
      attrs: { id, type: 'text', inputmode: 'decimal', value: minimumText(figureId, value), placeholder: l10n.t('e.g. {0}', '80k'), spellcheck: 'false', 'aria-describedby': problemId },
      on: {
        change: () => this.read(input, problem, set),
        keydown: (e) => { if (e.key === 'Enter') this.read(input, problem, set); },
      },
    });
    return { input, problem, root: h('span', { class: 'minimum', attrs: { title: definition } }, h('label', { attrs: { for: id } }, l10n.t('Min. {0}', label)), input, problem) };
  }

  private read(input: HTMLInputElement, problem: HTMLElement, set: (v: number | undefined) => void): void {
    const read = readMinimum(input.value);
    if ('problem' in read) {
      input.setAttribute('aria-invalid', 'true');
      problem.textContent = read.problem;
      return;
    }
    input.removeAttribute('aria-invalid');
    problem.textContent = '';
    set(read.value);
  }

  /** The filters cleared: empty boxes, stablecoins shown. */
  clear(): void {
    for (const b of [this.cap, this.volume]) {
      b.input.value = '';
      b.input.removeAttribute('aria-invalid');
      b.problem.textContent = '';
    }
    if (this.stable) this.stable.checked = false;
  }
}

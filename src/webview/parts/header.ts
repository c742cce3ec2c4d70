// The panel's heading: the item's title, rank and its movement, trend, and panel actions.
import { rankMove } from '../../format/rank';
import { trendWords } from '../../protocol/display';
import type { RankData } from '../../protocol/messages';
import type { CoinsView, ViewKind } from '../../protocol/views';
import { button, h, replace } from '../dom';
import { post } from '../host';

const KIND_WORDS: Record<ViewKind, string> = { topic: 'Topic', category: 'Category', coins: 'Every coin the service tracks', report: 'Markdown report' };

export class PageHeader {
  readonly root: HTMLElement;
  private readonly title: HTMLElement;
  private readonly facts: HTMLElement;
  private readonly kind: string;
  private rank?: number;
  private ranks: RankData = {};
  private trend?: string;

  constructor(view: ViewKind, title: string, coinsView?: () => CoinsView) {
    this.kind = KIND_WORDS[view];
    this.title = h('h1', {}, title);
    this.facts = h('p', { class: 'facts' }, this.kind);
    this.root = h('header', { class: 'page-head' },
      h('div', { class: 'titles' }, this.title, this.facts),
      h('div', { class: 'actions', attrs: { role: 'toolbar', 'aria-label': 'Panel actions' } },
        button('Refresh', () => post({ type: 'refresh' }), { icon: 'refresh' }),
        button('Copy as Markdown', () => post({ type: 'copyMarkdown', coins: coinsView?.() }), { icon: 'copy' })));
  }

  setTitle(title: string): void {
    if (title.trim()) {
      replace(this.title, title);
      document.title = title;
    }
  }

  setSummary(rank: number | undefined, trend: string | undefined): void {
    this.rank = rank;
    this.trend = trend;
    this.draw();
  }

  setRanks(ranks: RankData): void {
    this.ranks = ranks;
    this.draw();
  }

  private draw(): void {
    const rank = this.rank ?? this.ranks.rank;
    const parts: (Node | string)[] = [this.kind];
    if (rank !== undefined) {
      parts.push(' · ', h('span', { class: 'rank' }, `rank ${rank}`));
      for (const [label, previous] of [['1 h', this.ranks.previous1h], ['24 h', this.ranks.previous24h]] as const) {
        const move = rankMove(rank, previous);
        if (!move) continue;
        const dir = move.delta > 0 ? 'up' : move.delta < 0 ? 'down' : 'same';
        parts.push(' ', h('span', { class: `move ${dir}`, attrs: { title: `${move.words} in ${label}` } },
          h('span', { attrs: { 'aria-hidden': 'true' } }, `${move.symbol} in ${label}`),
          h('span', { class: 'sr-only' }, `${move.words} in ${label}`)));
      }
    }
    if (this.trend) {
      parts.push(' · ', h('span', { class: `trend ${this.trend}` }, `trend ${trendWords(this.trend)}`));
    }
    replace(this.facts, ...parts);
  }
}

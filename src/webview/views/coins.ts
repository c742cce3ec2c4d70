// The coins panel: every coin the service tracks in one windowed table.
import type { DataMessage, ErrorMessage, StateMessage } from '../../protocol/messages';
import { DEFAULT_COINS_VIEW, type CoinSource } from '../../protocol/views';
import { h } from '../dom';
import { post } from '../host';
import { CoinsTable } from '../parts/coinsTable';
import { PageHeader } from '../parts/header';
import { SectionFrame } from '../section';
import type { ViewContext, ViewController } from './view';

export class CoinsView implements ViewController {
  readonly root: HTMLElement;
  private readonly frame: SectionFrame;
  private readonly table: CoinsTable;
  private source: CoinSource;

  constructor(ctx: ViewContext) {
    this.source = ctx.ui.coinSource ?? 'v1';
    const current = (): ReturnType<CoinsTable['currentView']> => this.table.currentView();
    this.frame = new SectionFrame({
      section: 'coins', title: 'All coins', tables: [{ table: 'coins', label: 'Export coins as CSV (as filtered and sorted)' }], coinsView: current,
    });
    this.table = new CoinsTable(this.frame.controls, ctx.ui.coins ?? DEFAULT_COINS_VIEW, this.source, {
      view: (v) => ctx.save({ coins: v }),
      source: (s) => {
        this.source = s;
        ctx.save({ coinSource: s });
        this.start();
      },
    });
    const header = new PageHeader('coins', 'Coins', current);
    this.root = h('div', { class: 'view view-coins' }, header.root, this.frame.root);
  }

  start(): void {
    post({ type: 'load', section: 'coins', query: { source: this.source } });
  }

  onState(m: StateMessage): void {
    this.frame.loading(m.progress);
  }

  onError(m: ErrorMessage): void {
    this.frame.error(m.error);
  }

  onData(m: DataMessage): void {
    if (m.section !== 'coins') return;
    const page = m.data;
    if (page.page === 0) {
      this.frame.data(m.meta, (body) => {
        body.append(this.table.root);
        this.table.setPage(page.coins, 0);
      });
    } else {
      this.table.setPage(page.coins, page.page);
    }
    if (page.complete) this.frame.done();
  }
}

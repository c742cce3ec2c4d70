// The market tables: every coin, stock or NFT collection the service tracks in one windowed table.
import * as l10n from '../../../shared/format/l10n';
import type { DataMessage, ErrorMessage, ListProgress, StateMessage } from '../../../shared/protocol/messages';
import { MARKET_LISTS, type ListRow, type MarketList, type MarketListKind } from '../../../shared/protocol/marketLists';
import { DEFAULT_COINS_VIEW, type CoinSource, type TableId } from '../../../shared/protocol/views';
import { button, h } from '../dom';
import { post } from '../host';
import { MarketTable } from '../parts/marketTable';
import { PageHeader } from '../parts/header';
import { SectionFrame } from '../section';
import type { ViewContext, ViewController } from './view';

/** The section (and CSV table) of each list and its frame's heading (its name and what its rows are called: MARKET_LISTS). */
const LISTS: Readonly<Record<MarketListKind, { section: 'coins' | 'stocks' | 'nfts'; frame: string }>> = {
  coin: { section: 'coins', frame: l10n.t('All coins') },
  stock: { section: 'stocks', frame: l10n.t('All stocks') },
  nft: { section: 'nfts', frame: l10n.t('All NFT collections') },
};

/** The rows of a page of any of the three lists. */
function pageRows(m: DataMessage): { rows: readonly ListRow[]; page: number; complete: boolean; total?: number } | undefined {
  if (m.section === 'coins') return { rows: m.data.coins, page: m.data.page, complete: m.data.complete, total: m.data.total };
  if (m.section === 'stocks' || m.section === 'nfts') return m.data;
  return undefined;
}

/** The rows so far as the list counts them, one in the singular: "1 of 1 coin", "2,000 of 6,700 coins", "200 stocks". */
function progressWords({ loaded, total }: ListProgress, list: MarketList): string {
  return total === undefined ? list.count(loaded) : list.countOf(loaded, total);
}

/** "2,000 of 6,700 coins loaded…" */
function loadedWords(progress: ListProgress, list: MarketList): string {
  return l10n.t('{0} loaded…', progressWords(progress, list));
}

/** "Only 200 of 302 stocks shown: the rest could not be loaded." */
function shownWords(progress: ListProgress, list: MarketList): string {
  return l10n.t('Only {0} shown: the rest could not be loaded.', progressWords(progress, list));
}

export class MarketListView implements ViewController {
  readonly root: HTMLElement;
  private readonly frame: SectionFrame;
  private readonly table: MarketTable;
  private readonly section: 'coins' | 'stocks' | 'nfts';
  private readonly list: MarketList;
  private source: CoinSource;
  /** The rows shown so far, of how many. */
  private shown: ListProgress = { loaded: 0 };

  constructor(kind: MarketListKind, ctx: ViewContext) {
    const list = LISTS[kind];
    this.list = MARKET_LISTS[kind];
    const { noun, title } = this.list;
    this.section = list.section;
    this.source = ctx.ui.coinSource ?? 'v1';
    const current = (): ReturnType<MarketTable['currentView']> => this.table.currentView();
    const table: TableId = list.section;
    this.frame = new SectionFrame({
      section: list.section, title: list.frame, tables: [{ table, label: l10n.t('Export {0} as CSV (as filtered and sorted)', noun) }], coinsView: current,
    });
    this.table = new MarketTable(MARKET_LISTS[kind], this.frame.controls, ctx.ui.coins ?? DEFAULT_COINS_VIEW, this.source, {
      view: (v) => {
        ctx.save({ coins: v });
      },
      source: (s) => {
        this.source = s;
        ctx.save({ coinSource: s });
        this.start();
      },
      place: (p) => ctx.save({ table: p }),
    }, ctx.ui.table);
    const header = new PageHeader(ctx.view, title, current);
    // the service's markdown lists: cryptocurrencies and stocks (none of NFT collections)
    if (kind !== 'nft') header.addActions(button(l10n.t('Open Report'), () => post({ type: 'itemAction', action: 'openReport' }), { icon: 'markdown', class: 'button secondary' }));
    this.root = h('div', { class: `view view-${ctx.view}` }, header.root, this.frame.root);
    // the empty table (its header) stands in the section while the first page loads: its size is
    // known when the rows arrive, so they are drawn with the page, in one layout
    this.frame.body.append(this.table.root);
  }

  dispose(): void {
    this.table.dispose();
  }

  start(): void {
    post({ type: 'load', section: this.section, query: { source: this.source } });
  }

  onState(m: StateMessage): void {
    this.frame.loading(m.progress && loadedWords(m.progress, this.list));
  }

  onError(m: ErrorMessage): void {
    // a later page failed: the rows shown stay, the status line says the rest is missing
    if (m.incomplete) this.frame.incomplete(m.error, shownWords(this.shown, this.list));
    else this.frame.error(m.error);
  }

  onData(m: DataMessage): void {
    if (m.section !== this.section) return;
    const page = pageRows(m);
    if (!page) return;
    const loaded = (page.page === 0 ? 0 : this.shown.loaded) + page.rows.length;
    this.shown = page.total === undefined ? { loaded } : { loaded, total: page.total };
    if (page.page === 0) {
      this.frame.data(m.meta, (body) => {
        if (this.table.root.parentElement !== body) body.append(this.table.root);
        this.table.setPage(page.rows, 0, page.complete);
      }, this.table.root);
    } else {
      this.table.setPage(page.rows, page.page, page.complete);
    }
    if (page.complete) this.frame.done();
  }
}

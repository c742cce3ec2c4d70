// The market table on a fake page (fake-dom.ts): the row the keyboard is on stays the same item
// while more pages come in and the sort puts them among the rows already shown; what its rows are
// called reads in the person's language.
import * as assert from 'node:assert/strict';
import { asElement, FakeEvent, layout, posted, postedOf } from './fake-dom';
import { loadWebview } from './webview-load';
import { MARKET_LISTS } from '../../src/shared/protocol/marketLists';
import type { Coin } from '../../src/service/api/types';
import { DEFAULT_COINS_VIEW } from '../../src/shared/protocol/views';
import { useBundle } from '../../src/shared/format/l10n';

interface Table {
  root: unknown;
  setPage(rows: readonly Coin[], page: number): void;
}

const { MarketTable } = loadWebview('parts/marketTable.ts') as {
  MarketTable: new (list: unknown, controls: unknown, view: unknown, source: string, cb: unknown) => Table;
};
const { h } = loadWebview('dom.ts') as { h: (tag: string) => unknown };
const { MarketListView } = loadWebview('views/marketList.ts') as {
  MarketListView: new (kind: string, ctx: unknown) => { root: unknown; onData(m: unknown): void };
};

const coin = (id: number, price: number): Coin => ({ id, symbol: `C${id}`, name: `Coin ${id}`, price });

describe('webview: the market table', () => {
  it('Enter opens the item the keyboard chose, after a page whose rows sort in between', () => {
    const table = new MarketTable(MARKET_LISTS.coin, h('div'), { ...DEFAULT_COINS_VIEW, sort: 'price', desc: true }, 'live', { view: () => undefined, source: () => undefined });
    table.setPage([coin(1, 50), coin(2, 40), coin(3, 30), coin(4, 20), coin(5, 10)], 0);
    layout();
    const grid = asElement(table.root).byTag('table')[0]!;
    const press = (key: string): void => void grid.dispatchEvent(new FakeEvent('keydown', { key }));
    press('ArrowDown');
    press('ArrowDown');
    assert.equal(grid.byClass('active')[0]?.textContent.includes('Coin 3'), true, 'the third row is Coin 3');
    table.setPage([coin(6, 45), coin(7, 35)], 1);
    assert.equal(grid.byClass('active')[0]?.textContent.includes('Coin 3'), true, 'still on Coin 3');
    const from = posted.length;
    press('Enter');
    assert.deepEqual(postedOf('openItem', from).map((m) => (m.request as { ref: { id: string } }).ref.id), ['3']);
  });
});

describe('webview: a market list in the person\'s language', () => {
  afterEach(() => useBundle(undefined));

  it('names its rows in the person\'s words: the CSV button, the grid and the count', () => {
    useBundle({
      stocks: '股票', Stocks: '股票',
      'Export {0} as CSV (as filtered and sorted)': '将{0}导出为 CSV（按筛选和排序）',
      '{0}. Arrow keys move, Enter opens the market panel.': '{0}。方向键移动，回车打开行情面板。',
    });
    const view = new MarketListView('stock', { view: 'stocks', ref: { kind: 'stock', id: '', title: 'Stocks' }, ui: {}, remoteImages: false, save: () => undefined });
    const root = asElement(view.root);
    const csv = root.byTag('button').find((b) => b.textContent === 'CSV');
    assert.equal(csv?.getAttribute('title'), '将股票导出为 CSV（按筛选和排序）');
    assert.equal(root.byTag('table')[0]?.getAttribute('aria-label'), '股票。方向键移动，回车打开行情面板。');
    view.onData({ type: 'data', section: 'stocks', data: { rows: [coin(1, 5), coin(2, 4)], page: 0, source: 'v1', complete: true }, meta: { generated: 1_800_000_000, stale: false, fromCache: false } });
    assert.equal(root.byClass('count')[0]?.textContent, '2 股票');
  });
});

// The market table on a fake page (fake-dom.ts): the row the keyboard is on stays the same item
// while more pages come in and the sort puts them among the rows already shown.
import * as assert from 'node:assert/strict';
import { asElement, FakeEvent, layout, posted, postedOf } from './fake-dom';
import { loadWebview } from './webview-load';
import { MARKET_LISTS } from '../../src/shared/protocol/marketLists';
import type { Coin } from '../../src/service/api/types';
import { DEFAULT_COINS_VIEW } from '../../src/shared/protocol/views';

interface Table {
  root: unknown;
  setPage(rows: readonly Coin[], page: number): void;
}

const { MarketTable } = loadWebview('parts/marketTable.ts') as {
  MarketTable: new (list: unknown, controls: unknown, view: unknown, source: string, cb: unknown) => Table;
};
const { h } = loadWebview('dom.ts') as { h: (tag: string) => unknown };

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

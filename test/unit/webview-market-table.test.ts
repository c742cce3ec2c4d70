// The market table on a fake page (fake-dom.ts): the row the keyboard is on stays the same item
// while more pages come in and the sort puts them among the rows already shown; a list shown again
// (its page built anew) is back on the rows and the row it was on; what its rows are called reads
// in the person's language.
import * as assert from 'node:assert/strict';
import { asElement, FakeEvent, layout, page, posted, postedOf } from './fake-dom';
import { loadWebview } from './webview-load';
import { MARKET_LISTS } from '../../src/shared/protocol/marketLists';
import type { Coin } from '../../src/service/api/types';
import { DEFAULT_COINS_VIEW } from '../../src/shared/protocol/views';
import { useBundle } from '../../src/shared/format/l10n';
import { readPanelState, type UiState } from '../../src/shared/protocol/state';

interface Table {
  root: unknown;
  setPage(rows: readonly Coin[], page: number): void;
}

const { MarketTable } = loadWebview('parts/marketTable.ts') as {
  MarketTable: new (list: unknown, controls: unknown, view: unknown, source: string, cb: unknown) => Table;
};
const { h } = loadWebview('dom.ts') as { h: (tag: string) => unknown };
const { drawQuote } = loadWebview('parts/quote.ts') as { drawQuote: (body: unknown, quote: unknown) => void };
const { MarketListView } = loadWebview('views/marketList.ts') as {
  MarketListView: new (kind: string, ctx: unknown) => { root: unknown; onData(m: unknown): void; onState(m: unknown): void; onError(m: unknown): void };
};

const coin = (id: number, price: number): Coin => ({ id, symbol: `C${id}`, name: `Coin ${id}`, price });

describe('webview: the market table', () => {
  it('Enter opens the item the keyboard chose, after a page whose rows sort in between', () => {
    const table = new MarketTable(MARKET_LISTS.coin, h('div'), { ...DEFAULT_COINS_VIEW, sort: 'price', desc: true }, 'live',
      { view: () => undefined, source: () => undefined, place: () => undefined });
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

/** Waits, in real time and at most 5 s, until `cond` holds (the table keeps its place once scrolling rests). */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(cond(), `timed out waiting for: ${what}`);
}

/** A page of the coins list as the host sends it. */
const coinsPage = (coins: Coin[], page: number, complete: boolean): unknown => ({
  type: 'data', section: 'coins', data: { coins, page, complete, source: 'v1' }, meta: { generated: 1_800_000_000, stale: false, fromCache: false },
});

describe('webview: a market list shown again', () => {
  const coins = Array.from({ length: 200 }, (_, i) => coin(i + 1, 1000 - i));
  const ref = { kind: 'coin', id: '', title: 'Coins' };

  it('is back on the rows in view, the row the keyboard was on and the keyboard in it, once its pages reach them; Enter opens that row', async () => {
    // the page before: the person tabs into the table, goes to the end of the list and three rows up
    let ui: UiState = {};
    const ctx = (saved: UiState): unknown => ({
      view: 'coins', ref, ui: saved, remoteImages: false,
      save: (change: Partial<UiState>) => {
        ui = { ...ui, ...change };
      },
    });
    const before = new MarketListView('coin', ctx({}));
    before.onData(coinsPage(coins, 0, true));
    layout();
    const grid = asElement(before.root).byTag('table')[0]!;
    grid.focus();
    for (const key of ['End', 'ArrowUp', 'ArrowUp', 'ArrowUp']) grid.dispatchEvent(new FakeEvent('keydown', { key }));
    const scrolled = asElement(before.root).byClass('scroller')[0]!.scrollTop;
    assert.ok(scrolled > 0, 'the table scrolled to the end');
    await until(() => ui.table?.active === '197', 'the place kept');
    // the panel hidden and shown again: a new page, with what VS Code kept of the state
    const kept = readPanelState(JSON.parse(JSON.stringify({ v: 1, view: 'coins', ref, ui })));
    page.activeElement = page.body;
    const after = new MarketListView('coin', ctx(kept?.ui ?? {}));
    const scroller = asElement(after.root).byClass('scroller')[0]!;
    const again = asElement(after.root).byTag('table')[0]!;
    after.onData(coinsPage(coins.slice(0, 100), 0, false));
    layout();
    assert.equal(scroller.scrollTop, 0, 'the first page does not reach the rows in view');
    after.onData(coinsPage(coins.slice(100), 1, true));
    assert.equal(scroller.scrollTop, Math.floor(scrolled / 26) * 26, 'back on the rows in view');
    assert.equal(again.byClass('active')[0]?.textContent.includes('Coin 197'), true, 'on the row the keyboard was on');
    assert.equal(page.activeElement, again, 'the keyboard is in the table again');
    const from = posted.length;
    again.dispatchEvent(new FakeEvent('keydown', { key: 'Enter' }));
    assert.deepEqual(postedOf('openItem', from).map((m) => (m.request as { ref: { id: string } }).ref.id), ['197']);
  });
});

describe('webview: a market list loaded again (a refresh)', () => {
  const coins = Array.from({ length: 200 }, (_, i) => coin(i + 1, 1000 - i));
  const ref = { kind: 'coin', id: '', title: 'Coins' };

  it('stays on the rows in view and the row the keyboard is on once the new pages reach them; another source starts at the top', () => {
    const view = new MarketListView('coin', { view: 'coins', ref, ui: {}, remoteImages: false, save: () => undefined });
    view.onData(coinsPage(coins, 0, true));
    layout();
    const scroller = asElement(view.root).byClass('scroller')[0]!;
    const grid = asElement(view.root).byTag('table')[0]!;
    grid.focus();
    for (const key of ['End', 'ArrowUp', 'ArrowUp', 'ArrowUp']) grid.dispatchEvent(new FakeEvent('keydown', { key }));
    const scrolled = scroller.scrollTop;
    assert.ok(scrolled > 0, 'the table scrolled to the end');
    // the host loads the list again: page 0, then the rest, with a new coin at the top
    const again = [coin(999, 5000), ...coins];
    view.onData(coinsPage(again.slice(0, 100), 0, false));
    layout();
    assert.equal(scroller.scrollTop, 0, 'the first page does not reach the rows in view');
    view.onData(coinsPage(again.slice(100), 1, true));
    assert.equal(scroller.scrollTop, Math.floor(scrolled / 26) * 26, 'back on the rows in view');
    assert.equal(grid.byClass('active')[0]?.textContent.includes('Coin 197'), true, 'on the row the keyboard was on');
    const from = posted.length;
    grid.dispatchEvent(new FakeEvent('keydown', { key: 'Enter' }));
    assert.deepEqual(postedOf('openItem', from).map((m) => (m.request as { ref: { id: string } }).ref.id), ['197']);
    // the person chooses the other source: its list starts at the top
    const source = asElement(view.root).byTag('input').find((i) => i.getAttribute('type') === 'radio' && !i.checked)!;
    source.checked = true;
    source.dispatchEvent(new FakeEvent('change'));
    view.onData(coinsPage(coins, 0, true));
    assert.equal(scroller.scrollTop, 0, 'another source at the top');
  });
  it('a list that comes back shorter than the rows in view is at its last rows, and keeps that place through the next refresh', async () => {
    let ui: UiState = {};
    const view = new MarketListView('coin', {
      view: 'coins', ref, ui: {}, remoteImages: false,
      save: (change: Partial<UiState>) => {
        ui = { ...ui, ...change };
      },
    });
    view.onData(coinsPage(coins, 0, true));
    layout();
    const scroller = asElement(view.root).byClass('scroller')[0]!;
    const grid = asElement(view.root).byTag('table')[0]!;
    grid.focus();
    for (const key of ['End', 'ArrowUp', 'ArrowUp', 'ArrowUp']) grid.dispatchEvent(new FakeEvent('keydown', { key }));
    assert.ok(scroller.scrollTop > 50 * 26, 'the table scrolled past the 50th row');
    // the host loads the list again and the service now has 50 coins: the rows in view are gone
    view.onData(coinsPage(coins.slice(0, 50), 0, true));
    // 24 rows of 26 px fill the fake page's 600 px: the last 24 of 50 rows, the keyboard on the last
    assert.equal(scroller.scrollTop, (50 - 24) * 26, 'at the last rows');
    assert.equal(grid.byClass('active')[0]?.textContent.includes('Coin 50'), true, 'on the last row');
    await until(() => ui.table?.active === '50', 'the new place kept');
    // loaded again with every coin: where the person is now, not where the longer list had them
    view.onData(coinsPage(coins, 0, true));
    assert.equal(scroller.scrollTop, (50 - 24) * 26, 'still at the same rows');
    assert.equal(grid.byClass('active')[0]?.textContent.includes('Coin 50'), true, 'still on Coin 50');
  });
});

describe('webview: a market list in the person\'s language', () => {
  afterEach(() => useBundle(undefined));

  it('names its rows in the person\'s words: the CSV button, the grid and the count', () => {
    useBundle({
      stocks: '股票', Stocks: '股票', '{0} stocks': '{0} 只股票',
      'Export {0} as CSV (as filtered and sorted)': '将{0}导出为 CSV（按筛选和排序）',
      '{0}. Arrow keys move, Enter opens the market panel.': '{0}。方向键移动，回车打开行情面板。',
    });
    const view = new MarketListView('stock', { view: 'stocks', ref: { kind: 'stock', id: '', title: 'Stocks' }, ui: {}, remoteImages: false, save: () => undefined });
    const root = asElement(view.root);
    const csv = root.byTag('button').find((b) => b.textContent === 'CSV');
    assert.equal(csv?.getAttribute('title'), '将股票导出为 CSV（按筛选和排序）');
    assert.equal(root.byTag('table')[0]?.getAttribute('aria-label'), '股票。方向键移动，回车打开行情面板。');
    view.onData({ type: 'data', section: 'stocks', data: { rows: [coin(1, 5), coin(2, 4)], page: 0, source: 'v1', complete: true }, meta: { generated: 1_800_000_000, stale: false, fromCache: false } });
    assert.equal(root.byClass('count')[0]?.textContent, '2 只股票');
  });
});

describe('webview: a market list\'s count', () => {
  const ctx = { view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, ui: {}, remoteImages: false, save: () => undefined };

  it('says one row in the singular, and "1 of 3 coins" while filters hide two', () => {
    const one = new MarketListView('coin', ctx);
    one.onData(coinsPage([coin(1, 5)], 0, true));
    assert.equal(asElement(one.root).byClass('count')[0]?.textContent, '1 coin');
    const filtered = new MarketListView('coin', { ...ctx, ui: { coins: { ...DEFAULT_COINS_VIEW, filter: 'Coin 2' } } });
    filtered.onData(coinsPage([coin(1, 5), coin(2, 4), coin(3, 3)], 0, true));
    assert.equal(asElement(filtered.root).byClass('count')[0]?.textContent, '1 of 3 coins');
    assert.equal(asElement(filtered.root).byClass('hidden-by-filters')[0]?.textContent.startsWith('2 hidden by filters'), true);
  });

  it('its pages so far and the rows a failed page left say one row in the singular: "1 of 1 coin loaded…", "Only 1 NFT collection shown"', () => {
    const view = new MarketListView('coin', ctx);
    const status = asElement(view.root).byClass('status')[0]!;
    view.onState({ type: 'state', section: 'coins', state: 'loading', progress: { loaded: 1, total: 1 } });
    assert.equal(status.textContent.trim(), '1 of 1 coin loaded…');
    view.onState({ type: 'state', section: 'coins', state: 'loading', progress: { loaded: 2_000, total: 6_700 } });
    assert.equal(status.textContent.trim(), '2,000 of 6,700 coins loaded…');
    view.onState({ type: 'state', section: 'coins', state: 'loading', progress: { loaded: 1 } });
    assert.equal(status.textContent.trim(), '1 coin loaded…');
    const nfts = new MarketListView('nft', { ...ctx, view: 'nfts', ref: { kind: 'nft', id: '', title: 'NFT collections' } });
    nfts.onData({ type: 'data', section: 'nfts', data: { rows: [coin(1, 5)], page: 0, source: 'v1', complete: false }, meta: { generated: 1_800_000_000, stale: false, fromCache: false } });
    nfts.onError({ type: 'error', section: 'nfts', error: { kind: 'server', message: 'status 500' }, incomplete: true });
    assert.ok(asElement(nfts.root).byClass('status')[0]!.textContent.includes('Only 1 NFT collection shown: the rest could not be loaded.'),
      asElement(nfts.root).byClass('status')[0]!.textContent);
  });

  it('a list the service sent empty says so once every page has come, not an empty table and "0 coins"', () => {
    const view = new MarketListView('coin', ctx);
    const root = asElement(view.root);
    view.onData(coinsPage([], 0, true));
    assert.equal(root.byClass('count')[0]?.textContent, '');
    const empty = root.byClass('empty-state')[0]!;
    assert.equal(empty.hidden, false, 'the message is shown');
    assert.ok(empty.textContent.startsWith('The service sent no coins.'), empty.textContent);
    assert.equal(empty.byTag('button')[0]?.hidden, true, 'with no "Clear filter" to press');
  });
});

describe('webview: a change coloured as it reads', () => {
  it('a change that reads "0.00%" is neither a gain nor a loss, in the table and in a quote', () => {
    const table = new MarketTable(MARKET_LISTS.coin, h('div'), DEFAULT_COINS_VIEW, 'v1', { view: () => undefined, source: () => undefined, place: () => undefined });
    table.setPage([{ ...coin(1, 5), percent_change_24h: -0.004 }, { ...coin(2, 4), percent_change_24h: -1.5 }, { ...coin(3, 3), percent_change_24h: 0.004 }], 0);
    layout();
    const cells = asElement(table.root).byTag('td').filter((td) => td.classList.contains('percent_change_24h'));
    assert.deepEqual(cells.map((td) => [td.textContent, td.classList.contains('up'), td.classList.contains('down')]),
      [['0.00%', false, false], ['-1.50%', false, true], ['0.00%', false, false]]);
    const body = asElement(h('div'));
    drawQuote(body, { kind: 'coin', item: { ...coin(1, 5), percent_change_24h: -0.004, percent_change_7d: 2 } });
    const change = (label: string) => body.descendants().find((e) => e.classList.contains('up') || e.classList.contains('down') || e.classList.contains('same')
      ? e.textContent.includes(label) : false);
    assert.equal(change('0.00%')?.classList.contains('same'), true, 'the 24 h change reads 0.00%: same');
    assert.equal(change('+2.00%')?.classList.contains('up'), true);
  });
});

// Toggle Ticker in one window of several: globalState is shared by every window, but the choice is
// the window's own. The other window's ticker neither vanishes later unasked nor toggles the wrong
// way; a window opened afterwards starts with the last choice.
import * as assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { WatchlistFigures, type PinnedRead } from '../../src/editor/watchlist/figures';
import type { ItemRef } from '../../src/shared/items';
import type * as TickerModule from '../../src/features/ticker/ticker';
import { ProfileStorage } from './windows';
import { useVscodeStandIn } from './vscode-stand-in';

const pin: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
const read = (generated: number): PinnedRead => ({
  ref: pin, data: { kind: 'coin', asset: { id: 1, symbol: 'BTC', name: 'Bitcoin', price: 42_000, percent_change_24h: 1 } }, op: 'coinsListV2', generated,
});

describe('ticker: toggled in one window of several', () => {
  const standIn = useVscodeStandIn();

  it('hides or shows it in that window only, and new windows start as it was left', async () => {
    const { Ticker } = standIn.load<typeof TickerModule>('../../src/features/ticker/ticker');
    const profile = new ProfileStorage();
    const open = (): { ticker: TickerModule.Ticker; figures: WatchlistFigures } => {
      const figures = new WatchlistFigures();
      const ticker = new Ticker({
        store: { items: () => [pin], onDidChange: () => ({ dispose() {} }) }, figures,
        state: profile.window() as unknown as vscode.Memento, log: { warn() {} }, isDemo: () => false,
      });
      figures.publish([read(1_700_000_000)]);
      return { ticker, figures };
    };
    const a = open();
    const b = open();
    assert.equal(a.ticker.entries.length, 1);
    assert.equal(b.ticker.entries.length, 1);

    assert.equal(await a.ticker.toggle(), false, 'hidden in window A');
    assert.equal(a.ticker.entries.length, 0);
    profile.deliver();
    b.figures.publish([read(1_700_000_600)]);
    assert.equal(b.ticker.entries.length, 1, 'window B still shows it after its next refresh');

    assert.equal(await b.ticker.toggle(), false, 'Toggle Ticker in window B hides it');
    assert.equal(b.ticker.entries.length, 0);
    assert.equal(await a.ticker.toggle(), true, 'Toggle Ticker in window A shows it again');
    profile.deliver();

    const c = open();
    assert.equal(c.ticker.entries.length, 1, 'a window opened later starts with the last choice (shown)');
    assert.equal(await c.ticker.toggle(), false);
    profile.deliver();
    const d = open();
    assert.equal(d.ticker.hidden, true, 'and after that, hidden');
    for (const w of [a, b, c, d]) w.ticker.dispose();
  });
});

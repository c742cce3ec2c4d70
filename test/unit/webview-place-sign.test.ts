// The page says when it has kept the person's place (fake-dom.ts, with main.ts): a place is saved
// once scrolling rests, 150 ms on, and `#app`'s data-place-saved counts each save, so a test waits
// on that rather than on time.
import * as assert from 'node:assert/strict';
import { asElement, FakeEvent, layout, pageState } from './fake-dom';
import { readPanelState } from '../../src/shared/protocol/state';
import { app, postToPage } from './webview-page';

const ref = { kind: 'coin', id: '', title: 'Coins' };
const coins = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, symbol: `C${i + 1}`, name: `Coin ${i + 1}`, price: 1000 - i }));

/** Waits, in real time and at most 5 s, until `cond` holds. */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(cond(), `timed out waiting for: ${what}`);
}

const saves = (): number => Number(asElement(app).getAttribute('data-place-saved') ?? 0);

describe('webview: the sign of a place kept', () => {
  it('#app counts each place saved, once the table\'s scrolling rests', async () => {
    postToPage({ type: 'init', view: 'coins', ref, demo: true, remoteImages: false, source: 41, timeZone: 'utc' });
    postToPage({ type: 'data', section: 'coins', data: { coins, page: 0, complete: true, source: 'v1' }, meta: { generated: 1_800_000_000, stale: false, fromCache: false } });
    layout();
    const before = saves();
    const grid = asElement(app).byTag('table')[0]!;
    grid.focus();
    grid.dispatchEvent(new FakeEvent('keydown', { key: 'End' }));
    await until(() => saves() > before, 'the place saved');
    assert.equal(saves(), before + 1, 'one save, once the move rested');
    assert.equal(readPanelState(pageState.last)?.ui.table?.active, '120', 'the place saved is the one the sign counts');
  });
});

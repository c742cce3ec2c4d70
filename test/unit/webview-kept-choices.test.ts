// The choices a panel hands to the next panel of its kind, after it is closed: the page (main.ts
// on a fake page) starts a new panel with the choices the host kept, asks for the span they name,
// and sends each choice the person makes, once, for the host to keep; a window of dates and the
// text typed in a table's filter box stay the panel's own.
import * as assert from 'node:assert/strict';
import { asElement, pageState, posted, postedOf } from './fake-dom';
import { isWebviewMessage } from '../../src/shared/protocol/guards';
import { keptChoices, readPanelState } from '../../src/shared/protocol/state';
import type { KeptChoices } from '../../src/shared/protocol/views';
import { app, postToPage } from './webview-page';

const bitcoin = { kind: 'coin', id: '1', title: 'Bitcoin' };
let source = 100;

/** The host's `init` of Bitcoin's market panel, with the choices kept from the last coin panel. */
function openBitcoin(kept?: KeptChoices): void {
  postToPage({ type: 'init', view: 'market', ref: bitcoin, demo: true, remoteImages: false, source: ++source, timeZone: 'utc', ...(kept ? { kept } : {}) });
}

function toolbarButton(label: string): ReturnType<typeof asElement> {
  const button = asElement(app).byTag('button').find((b) => b.textContent.includes(label));
  assert.ok(button, `the chart's toolbar has "${label}"`);
  return button;
}

const sentChoices = (from: number): unknown[] => postedOf('rememberView', from).map((m) => (m.request as { choices: unknown }).choices);

describe('webview: the choices a panel hands to the next of its kind', () => {
  it('a new coin panel starts with the kept span, lines and log scale, and asks for that span', () => {
    const from = posted.length;
    const kept: KeptChoices = { series: { bucket: 'day', interval: 'all' }, priceChart: { mode: 'line', log: true }, metrics: ['close', 'volume_24h'] };
    openBitcoin(kept);
    const series = postedOf('load', from).map((m) => m.request as { section: string; query?: unknown }).find((r) => r.section === 'series');
    assert.deepEqual(series?.query, { bucket: 'day', interval: 'all' });
    assert.equal(toolbarButton('Line').getAttribute('aria-pressed'), 'true');
    assert.equal(toolbarButton('Log scale').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(readPanelState(pageState.last)?.ui, kept, 'a reload of this panel keeps them too');
    assert.deepEqual(sentChoices(from), [], 'choices it started with are not sent back');
  });

  it('a choice made on the page is sent for the next panel, once', () => {
    openBitcoin();
    const from = posted.length;
    toolbarButton('Line').click();
    toolbarButton('Line').click();
    toolbarButton('Log scale').click();
    assert.deepEqual(sentChoices(from), [{ priceChart: { mode: 'line', log: false } }, { priceChart: { mode: 'line', log: true } }]);
    for (const m of postedOf('rememberView', from)) assert.ok(isWebviewMessage(m.request), 'the host takes it');
  });

  it('only the choice changed is sent: a panel\'s unchanged span does not put back one chosen since in another panel', () => {
    openBitcoin({ series: { bucket: 'day', interval: 'all' }, priceChart: { mode: 'candles', log: false } });
    const from = posted.length;
    toolbarButton('Log scale').click();
    assert.deepEqual(sentChoices(from), [{ priceChart: { mode: 'candles', log: true } }]);
  });

  it('a window of dates and the typed filter text are the panel\'s own; a span and the filters are kept', () => {
    const coins = { sort: 'volume_24h', desc: true, filter: 'eth', sector: 'defi', minMarketCap: 1e9, hideStablecoins: true };
    assert.deepEqual(
      keptChoices({ coins, series: { bucket: 'hour', start: 1_700_000_000, end: 1_700_600_000 }, metrics: ['close'], coinSource: 'v2', topicsSort: { key: 'rank', desc: false } }),
      { coins: { ...coins, filter: '' }, metrics: ['close'] },
    );
    assert.deepEqual(keptChoices({ series: { bucket: 'day', interval: '1y' } }), { series: { bucket: 'day', interval: '1y' } });
    assert.deepEqual(keptChoices({ metrics: [] }), {}, 'no line chosen: the next panel draws its own defaults');
  });

  it('the host refuses kept choices that are not choices', () => {
    const take = (choices: unknown): boolean => isWebviewMessage({ type: 'rememberView', choices });
    assert.equal(take({}), true);
    assert.equal(take({ priceChart: { mode: 'bars', log: false } }), false);
    assert.equal(take({ metrics: ['x'.repeat(65)] }), false);
    assert.equal(take({ series: { bucket: 'day', interval: '1w', start: 1 } }), false);
    assert.equal(take({ coins: { sort: 'rank' } }), false);
    assert.equal(take('all'), false);
  });
});

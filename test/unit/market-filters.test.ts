// The market tables' figure filters (protocol/marketFilters, applied by viewRows): a minimum
// market cap and 24 h volume typed as people type them (80k, 1.2M, $80,000), "Hide stablecoins"
// by the rows' sectors (else by symbol), on the emulator's coins list; the CSV export holds the
// same rows; and the filters survive the panel's state being read back after a reload.
import * as assert from 'node:assert/strict';
import type { Coin } from '../../src/service/api/types';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { isStablecoin, minimumText, readMinimum } from '../../src/shared/protocol/marketFilters';
import { MARKET_LISTS, viewRows } from '../../src/shared/protocol/marketLists';
import { readPanelState } from '../../src/shared/protocol/state';
import { DEFAULT_COINS_VIEW, type CoinsView } from '../../src/shared/protocol/views';
import { marketListTable } from '../../src/shared/render/marketTables';
import { marketListPart } from '../../src/shared/render/marketMarkdown';
import { get, KEY } from './emulator-helpers';

const COLUMNS = MARKET_LISTS.coin.columns;

function value(text: string): number | undefined {
  const read = readMinimum(text);
  assert.ok(!('problem' in read), `${text}: ${'problem' in read ? read.problem : ''}`);
  return read.value;
}

describe('market tables: minimum market cap and volume, hide stablecoins', () => {
  let emulator: Emulator;
  let coins: Coin[] = [];

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' }, quirks: false });
    const res = await get(`${emulator.baseUrl}/public/coins/list/v1?limit=1000`);
    assert.equal(res.status, 200);
    coins = res.json<{ data: Coin[] }>().data;
  });
  after(() => emulator.close());

  it('a minimum box reads 80k, 1.2M and $80,000, and says what is wrong with what it cannot read', () => {
    assert.equal(value('80k'), 80_000);
    assert.equal(value('1.2M'), 1_200_000);
    assert.equal(value('$80,000'), 80_000);
    assert.equal(value(' 2.5B '), 2_500_000_000);
    assert.equal(value(''), undefined, 'an empty box is no minimum');
    for (const bad of ['80x', 'lots', '-5k', '2.5%', '1,5']) {
      const read = readMinimum(bad);
      assert.ok('problem' in read && read.problem.length > 10, `${bad} is refused with a message`);
    }
    assert.match((readMinimum('80x') as { problem: string }).problem, /k \(thousand\), M \(million\)/);
    // the box shows a saved minimum again in a form it reads back the same
    for (const n of [80_000, 1_200_000, 2_500_000_000, 0.5]) assert.equal(value(minimumText('market_cap', n)), n);
  });

  it('a minimum box shows a tiny or a huge minimum in the figure\'s own format, readably, to every digit typed', () => {
    assert.equal(minimumText('market_cap', 0.001), '$0.001', 'not "$0"');
    assert.equal(minimumText('volume_24h', 80_000), '$80K', 'as the column writes it');
    assert.equal(minimumText('market_cap', 1_234_567), '$1.234567M', 'every digit typed');
    assert.equal(minimumText('market_cap', 1e27), '$1E27', 'not 28 digits');
    assert.equal(minimumText('market_cap', undefined), '');
    for (const n of [0.001, 0.000123, 1_234_567, 987_654_321_012, 1e27, 1.234e27, 5e300]) {
      const shown = minimumText('volume_24h', n);
      assert.ok(shown.length <= 20, `${n} shown as ${shown}`);
      assert.equal(value(shown), n, `${shown} reads back as ${n}`);
    }
  });

  it('a minimum market cap and volume keep only the coins at or above both', () => {
    assert.ok(coins.length > 100, `${coins.length} coins`);
    const view: CoinsView = { ...DEFAULT_COINS_VIEW, minMarketCap: value('1.2B'), minVolume: value('$80,000,000') };
    const rows = viewRows(coins, COLUMNS, view);
    const expected = coins.filter((c) => (c.market_cap ?? -1) >= 1.2e9 && (c.volume_24h ?? -1) >= 8e7);
    assert.ok(rows.length > 0 && rows.length < coins.length, `${rows.length} of ${coins.length}`);
    assert.deepEqual(rows.map((r) => r.id).sort(), expected.map((c) => c.id).sort());
    // a row without the figure cannot be shown to reach a minimum: hidden
    const missing = { ...coins[0]!, market_cap: undefined };
    assert.equal(viewRows([missing], COLUMNS, { ...DEFAULT_COINS_VIEW, minMarketCap: 1 }).length, 0);
    assert.equal(viewRows([missing], COLUMNS, DEFAULT_COINS_VIEW).length, 1);
  });

  it('hide stablecoins takes out the coins whose sectors say stablecoin, and a symbol on the list when a row has no sectors', () => {
    const stable = coins.filter((c) => /(^|,)\s*stablecoin\s*(,|$)/.test(c.categories ?? ''));
    assert.ok(stable.some((c) => c.symbol === 'USDT') && stable.some((c) => c.symbol === 'USDC'), 'the emulator has stablecoins');
    const rows = viewRows(coins, COLUMNS, { ...DEFAULT_COINS_VIEW, hideStablecoins: true });
    assert.equal(rows.length, coins.length - stable.length);
    assert.ok(!rows.some((r) => r.symbol === 'USDT' || r.symbol === 'USDC'));
    assert.ok(rows.some((r) => r.symbol === 'BTC'));
    // sectors decide when a row has them; the symbol list only when it has none
    assert.equal(isStablecoin({ symbol: 'DAI' }), true);
    assert.equal(isStablecoin({ symbol: 'DAI', categories: 'defi' }), false);
    assert.equal(isStablecoin({ symbol: 'XYZ', categories: 'Stablecoins, ethereum-ecosystem' }), true);
    assert.equal(isStablecoin({ symbol: 'BTC' }), false);
    // a sectors text that names none is no sectors: the symbol decides
    assert.equal(isStablecoin({ symbol: 'FDUSD', categories: '' }), true);
    assert.equal(isStablecoin({ symbol: 'FDUSD', categories: ' , ' }), true);
    assert.equal(isStablecoin({ symbol: 'BTC', categories: '' }), false);
  });

  it('the CSV export holds the rows the filters leave, in the same order', () => {
    const view: CoinsView = { ...DEFAULT_COINS_VIEW, sort: 'volume_24h', desc: true, minMarketCap: 1e9, hideStablecoins: true };
    const table = marketListTable('coin', coins, view);
    assert.deepEqual(table.rows.map((r) => r[0]), viewRows(coins, COLUMNS, view).map((r) => String(r.id)));
    assert.ok(table.rows.length < coins.length);
  });

  it('"Copy as Markdown" says every filter that is on, as the screen says it, and counts the rows as the screen does', () => {
    const view: CoinsView = { ...DEFAULT_COINS_VIEW, sector: 'layer-1', minMarketCap: 1e9, minVolume: 8e4, hideStablecoins: true };
    const shown = viewRows(coins, COLUMNS, view).length;
    assert.ok(shown > 1 && shown < coins.length, `${shown} of ${coins.length}`);
    const head = marketListPart('coin', coins, view, 'v1').split('\n')[0]!;
    const n = (x: number): string => x.toLocaleString('en-US');
    assert.equal(head, `${n(shown)} of ${n(coins.length)} coins · ${n(coins.length - shown)} hidden by filters (cached), the first ${Math.min(shown, 50)} shown. `
      + 'Filters: in the sector Layer 1, Market cap at least $1B, Volume 24 h at least $80K, stablecoins hidden.');
    // one row and the service's empty list read as the screen reads them
    const one = coins.find((c) => c.symbol === 'BTC')!;
    assert.match(marketListPart('coin', [one], DEFAULT_COINS_VIEW, 'v2'), /^1 coin \(live\)/);
    assert.match(marketListPart('nft', [one], { ...DEFAULT_COINS_VIEW, filter: 'nothing' }, 'v2'), /^0 of 1 NFT collection · 1 hidden by filters/);
    assert.equal(marketListPart('stock', [], DEFAULT_COINS_VIEW, 'v1'), 'The service sent no stocks.');
  });

  it('the filters are kept in the panel\'s state across a reload; a bad minimum in an old state is not read', () => {
    const coinsView: CoinsView = { ...DEFAULT_COINS_VIEW, minMarketCap: 1e9, minVolume: 8e4, hideStablecoins: true };
    const saved = JSON.parse(JSON.stringify({ v: 1, view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, ui: { coins: coinsView } })) as unknown;
    assert.deepEqual(readPanelState(saved)?.ui.coins, coinsView);
    for (const bad of [{ minMarketCap: -1 }, { minVolume: '80k' }, { hideStablecoins: 'yes' }]) {
      const state = readPanelState({ v: 1, view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, ui: { coins: { ...DEFAULT_COINS_VIEW, ...bad } } });
      assert.equal(state?.ui.coins, undefined, JSON.stringify(bad));
    }
  });
});

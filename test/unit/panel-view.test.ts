import * as assert from 'node:assert/strict';
import type { Coin } from '../../src/service/api/types';
import { COIN_COLUMNS, coinTopic, viewCoins } from '../../src/shared/protocol/coins';
import { allSectors, cellText } from '../../src/shared/protocol/marketLists';
import { ageWords, networkOf, safeImageUrl, safeLinkUrl, trendWords } from '../../src/shared/protocol/display';
import { presentMetrics } from '../../src/shared/protocol/metrics';
import { networkRows } from '../../src/shared/protocol/summary';
import { fromDateInput, toDateInput } from '../../src/browser/webview/dates';
import { toErrorInfo } from '../../src/editor/errorPolicy';

const column = (key: string) => COIN_COLUMNS.find((c) => c.key === key)!;

describe('panels: view models', () => {
  it('opens only http(s) links and shows only https images', () => {
    assert.equal(safeLinkUrl('https://a.example/x?y=1'), 'https://a.example/x?y=1');
    assert.equal(safeLinkUrl('http://a.example/'), 'http://a.example/');
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'command:workbench.action.quit', 'vscode://x', 'data:text/html,x', 'not a url', '', undefined]) {
      assert.equal(safeLinkUrl(bad), undefined, bad);
    }
    assert.equal(safeImageUrl('https://img.example/a.png'), 'https://img.example/a.png');
    assert.equal(safeImageUrl('http://img.example/a.png'), undefined);
    assert.equal(safeImageUrl('data:image/png;base64,AAAA'), undefined);
  });

  it('tells the age of an answer from its generated time', () => {
    const now = 1_700_000_000_000;
    assert.equal(ageWords(now / 1000 - 10, now), 'generated just now');
    assert.equal(ageWords(now / 1000 - 5 * 60, now), 'generated 5 min ago');
    assert.equal(ageWords(now / 1000 - 3 * 3600, now), 'generated 3 h ago');
  });

  it('names networks and trends', () => {
    assert.equal(networkOf('twitter::123'), 'twitter');
    assert.equal(networkOf('noseparator'), '');
    assert.equal(networkOf(undefined), '');
    assert.equal(trendWords('up'), 'rising');
    // a word the service has not used before is missing, as every missing figure reads
    assert.equal(trendWords('sideways'), '—');
  });

  it('breaks a summary down by every network key, busiest first', () => {
    const rows = networkRows({
      types_count: { a: 1, c: 3 }, types_interactions: { a: 10, b: 50 },
      types_sentiment: { d: 70 }, types_sentiment_detail: { a: { positive: 1 } },
    });
    assert.deepEqual(rows.map((r) => r.network), ['b', 'a', 'c', 'd']);
    assert.deepEqual(rows[1], { network: 'a', count: 1, interactions: 10, sentiment: undefined, detail: { positive: 1 } });
  });

  it('ignores inherited keys such as __proto__ tricks', () => {
    const rows = networkRows({ types_count: JSON.parse('{"__proto__": {"x": 1}, "tweet": 2}') as Record<string, number>,
      types_interactions: {}, types_sentiment: {}, types_sentiment_detail: {} });
    assert.ok(rows.every((r) => typeof r.network === 'string'));
    assert.ok(rows.some((r) => r.network === 'tweet'));
  });

  it('offers only the metrics the points carry', () => {
    assert.deepEqual(presentMetrics([{ time: 1, interactions: 1 }, { time: 2, close: 3 }]).map((m) => m.key), ['interactions', 'close']);
    assert.deepEqual(presentMetrics([]), []);
  });

  it('turns date inputs into day ranges in UTC and rejects impossible dates', () => {
    assert.equal(fromDateInput('2024-03-01'), Date.UTC(2024, 2, 1) / 1000);
    assert.equal(fromDateInput('2024-03-01', true), Date.UTC(2024, 2, 2) / 1000 - 1);
    assert.equal(fromDateInput('2025-02-30'), undefined);
    assert.equal(fromDateInput('20250-01-01'), undefined);
    assert.equal(fromDateInput('2150-01-01'), undefined);
    assert.equal(fromDateInput(''), undefined);
    assert.equal(toDateInput(Date.UTC(2024, 2, 1, 13) / 1000), '2024-03-01');
    assert.equal(toDateInput(undefined), '');
  });

  it('turns errors into what a panel shows, service errors by shape (they come from another bundle)', () => {
    const foreign = Object.assign(new Error('Your plan does not include this.'), { name: 'ServiceError', kind: 'plan', retryAt: 5 });
    assert.deepEqual(toErrorInfo(foreign), { kind: 'plan', message: 'Your plan does not include this.', retryAt: 5, fix: 'choosePlan' });
    const bug = toErrorInfo(new TypeError('x is undefined'));
    assert.equal(bug.kind, 'internal');
    assert.doesNotMatch(bug.message, /undefined/);
  });
});

describe('panels: coins table model', () => {
  const coins: Coin[] = [
    { id: 1, symbol: 'BTC', name: 'Bitcoin', topic: 'Bitcoin', market_cap_rank: 1, price: 60000, percent_change_24h: -1.5, categories: 'layer-1, store-of-value' },
    { id: 2, symbol: 'ETH', name: 'Ethereum', market_cap_rank: 2, price: 3000, categories: 'layer-1,defi' },
    { id: 3, symbol: 'DOGE', name: 'Dogecoin', market_cap_rank: 8, price: 0.0812345, categories: 'meme' },
    { id: 4, symbol: 'XBT', name: 'Not bitcoin', categories: '' },
  ];

  it('opens the topic field, else the symbol in lower case', () => {
    assert.equal(coinTopic(coins[0]!), 'bitcoin');
    assert.equal(coinTopic(coins[1]!), 'eth');
    assert.equal(coinTopic({ symbol: '', topic: '  ' }), '');
  });

  it('lists sectors from the comma-separated categories', () => {
    assert.deepEqual(allSectors(coins), ['defi', 'layer-1', 'meme', 'store-of-value']);
  });

  it('filters by symbol or name and by sector', () => {
    assert.deepEqual(viewCoins(coins, { sort: '', desc: false, filter: 'BIT', sector: '' }).map((c) => c.symbol), ['BTC', 'XBT']);
    assert.deepEqual(viewCoins(coins, { sort: '', desc: false, filter: '', sector: 'layer-1' }).map((c) => c.symbol), ['BTC', 'ETH']);
  });

  it('sorts any column either way with missing values last', () => {
    const by = (sort: string, desc: boolean) => viewCoins(coins, { sort, desc, filter: '', sector: '' }).map((c) => c.symbol);
    assert.deepEqual(by('price', false), ['DOGE', 'ETH', 'BTC', 'XBT']);
    assert.deepEqual(by('price', true), ['BTC', 'ETH', 'DOGE', 'XBT']);
    assert.deepEqual(by('name', false), ['BTC', 'DOGE', 'ETH', 'XBT']);
    assert.deepEqual(by('percent_change_24h', true), ['BTC', 'ETH', 'DOGE', 'XBT']);
  });

  it('keeps the service\'s order where it already is the one asked for, and for ties', () => {
    const view = (rows: Coin[], sort: string, desc: boolean) => viewCoins(rows, { sort, desc, filter: '', sector: '' }).map((c) => c.id);
    assert.deepEqual(view(coins, 'market_cap_rank', false), [1, 2, 3, 4]);
    assert.deepEqual(view(coins, 'market_cap_rank', true), [3, 2, 1, 4]);
    const tie: Coin = { id: 5, symbol: 'WBTC', name: 'Wrapped bitcoin', price: 60000 };
    assert.deepEqual(view([tie, ...coins], 'price', true), [5, 1, 2, 3, 4]);
    assert.deepEqual(view([...coins, tie], 'price', true), [1, 5, 2, 3, 4]);
  });

  it('ignores an unknown sort column rather than failing', () => {
    assert.deepEqual(viewCoins(coins, { sort: '__proto__', desc: true, filter: '', sector: '' }).map((c) => c.id), [1, 2, 3, 4]);
  });

  it('formats cells with the shared formatters', () => {
    assert.equal(cellText(column('price'), 60000), '$60,000.00');
    assert.equal(cellText(column('price'), 0.0812345), '$0.08123');
    assert.equal(cellText(column('market_cap'), 1.2e12), '$1.2T');
    assert.equal(cellText(column('percent_change_24h'), -1.5), '-1.50%');
    assert.equal(cellText(column('market_cap_rank'), undefined), '—');
    assert.equal(cellText(column('name'), '<b>x</b>'), '<b>x</b>');
  });
});

// Market data beyond the coin list, through the real client and the emulator over HTTP: coin
// series and meta, the single coin's short shape, stocks, NFT collections (with the odd shape
// of NFT series v1), on the Hobby plan without a single 402.
import * as assert from 'node:assert/strict';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY } from './client-helpers';
import { noPriceNote, seriesLacksPrice } from '../../src/shared/protocol/seriesPrice';
import { presentMetrics } from '../../src/shared/protocol/metrics';

const HOBBY_KEY = 'hobby-market-key';
const roomy = { perMinute: 10_000, perDay: 100_000 };

describe('client: market operations against the emulator', () => {
  let emulator: Emulator;
  let client: SocialClient;
  let hobby: SocialClient;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: { plan: 'builder', ...roomy }, [HOBBY_KEY]: { plan: 'hobby', ...roomy } } });
    client = clientFor(emulator).client;
    hobby = clientFor(emulator, { plan: 'enterprise', customLimits: roomy, getKey: async () => HOBBY_KEY }).client;
  });
  after(async () => {
    client.dispose();
    hobby.dispose();
    await emulator.close();
  });

  it('sends each operation to its path with only the parameters it takes', async () => {
    const { client: c, log } = clientFor(emulator);
    await c.coinTimeSeriesV2('eth', { bucket: 'day', interval: '1m' });
    await c.coinMeta('SOL');
    await c.stocksList({ sort: 'price', desc: true, limit: 100, page: 2 });
    await c.stocksListV2({ filter: 'ai' } as unknown as { limit: number });
    await c.stock('BRK.B');
    await c.stockTimeSeriesV2('AAPL', { start: 1_790_000_000, end: 1_790_086_400, bucket: 'hour' });
    await c.nftsListV2({ limit: 5 });
    await c.nft('pudgy-penguins');
    await c.nftTimeSeriesV2('3', { interval: '1w' });
    await c.nftTimeSeries('azuki');
    assert.deepEqual(log.map((e) => e.path), [
      '/api4/public/coins/eth/time-series/v2?bucket=day&interval=1m',
      '/api4/public/coins/SOL/meta/v1',
      '/api4/public/stocks/list/v1?sort=price&limit=100&desc=1&page=2',
      '/api4/public/stocks/list/v2',
      '/api4/public/stocks/BRK.B/v1',
      '/api4/public/stocks/AAPL/time-series/v2?bucket=hour&start=1790000000&end=1790086400',
      '/api4/public/nfts/list/v2?limit=5',
      '/api4/public/nfts/pudgy-penguins/v1',
      '/api4/public/nfts/3/time-series/v2?interval=1w',
      '/api4/public/nfts/azuki/time-series/v1',
    ]);
    c.dispose();
  });

  it('a single coin is the short shape, with its last close', async () => {
    const btc = (await client.coin('BTC')).data;
    assert.equal(btc.symbol, 'BTC');
    assert.equal(typeof btc.close, 'number');
    assert.equal(typeof btc.percent_change_30d, 'number');
    assert.equal(btc.topic, undefined, 'no topic in the short shape');
    assert.equal(btc.extra, undefined, 'nothing unknown');
  });

  it('coin meta: description, links and blockchains with type, network, address and decimals', async () => {
    const usdt = (await client.coinMeta('USDT')).data;
    assert.equal(usdt.symbol, 'USDT');
    assert.ok(usdt.blockchain.length >= 2, 'a stablecoin on several chains');
    for (const chain of usdt.blockchain) {
      assert.equal(typeof chain.type, 'string');
      assert.equal(typeof chain.network, 'string');
      assert.equal(typeof chain.address, 'string');
      assert.equal(typeof chain.decimals, 'number');
    }
    assert.ok(usdt.blockchain.some((b) => /^0x[0-9a-f]{40}$/.test(b.address ?? '')), 'an EVM contract address');
    assert.match(usdt.website_link ?? '', /^https:\/\//);
    assert.match(usdt.coingecko_link ?? '', /coingecko/);
    assert.ok((usdt.description ?? '').length > 20);
    const btc = (await client.coinMeta('1')).data;
    assert.deepEqual(btc.blockchain.map((b) => [b.type, b.network, b.address, b.decimals]), [['layer1', 'bitcoin', undefined, 8]]);
  });

  it("coin meta: videos as the service sends them, one text, never split at its commas", async () => {
    const metas = await Promise.all(['BTC', 'ETH', 'SOL', 'DOGE', 'XRP', 'ADA', 'LINK', 'DOT', 'AVAX', 'TRX', 'LTC', 'UNI']
      .map(async (coin) => (await client.coinMeta(coin)).data));
    assert.ok(metas.every((m) => m.videos === undefined || typeof m.videos === 'string'));
    const two = metas.find((m) => m.videos?.includes(', '));
    assert.ok(two, 'one with two addresses in its text');
    const sent = await (await fetch(`${emulator.baseUrl}/public/coins/${two.symbol}/meta/v1`, { headers: { authorization: `Bearer ${KEY}` } })).json() as { data: { videos: string } };
    assert.equal(two.videos, sent.data.videos);
  });

  it('coin, stock and NFT series v2 are in time order with the fields of their kind', async () => {
    const coin = (await client.coinTimeSeriesV2('ETH', { bucket: 'day', interval: '1m' })).data;
    assert.ok(coin.length >= 30 && coin.every((p, i) => i === 0 || p.time > coin[i - 1]!.time));
    assert.ok(coin.every((p) => typeof p.close === 'number' && typeof p.galaxy_score === 'number'));
    const stock = (await client.stockTimeSeriesV2('TSLA', { bucket: 'day', interval: '1w' })).data;
    assert.ok(stock.length >= 7 && stock.every((p) => typeof p.interactions === 'number' && typeof p.alt_rank === 'number'));
    const nft = (await client.nftTimeSeriesV2('bored-ape-yacht-club', { bucket: 'day', interval: '1w' })).data;
    assert.ok(nft.length >= 7 && nft.every((p) => typeof p.market_cap === 'number' && p.close === undefined));
  });

  it('a stock\'s series carries no price, and its panel says so where the price chart would be; a coin\'s has one', async () => {
    const stock = (await client.stockTimeSeriesV2('TSLA', { bucket: 'day', interval: '1w' })).data;
    assert.ok(seriesLacksPrice('stock', stock));
    assert.match(noPriceNote('stock'), /carries no price, only social figures, Galaxy Score and AltRank/);
    assert.ok(!seriesLacksPrice('coin', (await client.coinTimeSeriesV2('ETH', { bucket: 'day', interval: '1w' })).data));
    assert.ok(!seriesLacksPrice('stock', []), 'an empty range says it has no points, not that it has no price');
  });

  it('NFT series v1: the collection from "data", the points from "timeSeries"', async () => {
    const a = await client.nftTimeSeries('azuki');
    assert.equal(a.data.name, 'Azuki');
    assert.equal(a.data.id, 5);
    assert.ok(a.data.points.length >= 168, 'a week by hour');
    assert.ok(a.data.points.every((p) => typeof p.time === 'number' && typeof p.market_cap === 'number'));
    assert.deepEqual(a.oddities, []);
  });

  it('stocks: real tickers, sorted and paged, at most 100 a page', async () => {
    const first = (await client.stocksListV2({ limit: 100 })).data;
    assert.equal(first.length, 100);
    for (const ticker of ['AAPL', 'NVDA', 'TSLA', 'MSFT']) assert.ok(first.some((s) => s.symbol === ticker), ticker);
    assert.deepEqual(first.slice(0, 5).map((s) => s.market_cap_rank), [1, 2, 3, 4, 5]);
    const second = await client.stocksListV2({ limit: 100, page: 1 });
    assert.equal(second.config.total_rows !== undefined && second.config.total_rows > 200, true);
    assert.ok(!second.data.some((s) => first.some((f) => f.id === s.id)), 'pages do not overlap');
    const nvda = (await client.stock('nvda')).data;
    assert.equal(nvda.name, 'NVIDIA');
    assert.equal(typeof nvda.close, 'number');
    assert.equal((await client.stock('7056')).data.symbol, 'NVDA');
  });

  it('NFT collections: by slug or id, floor in their base coin', async () => {
    const list = (await client.nftsList({ limit: 10 })).data;
    assert.equal(list.length, 10);
    assert.ok(list.every((n) => typeof n.floor_price === 'number' && typeof n.base_crypto === 'string'));
    const apes = (await client.nft('bored-ape-yacht-club')).data;
    assert.equal(apes.name, 'Bored Ape Yacht Club');
    assert.equal((await client.nft(String(apes.id))).data.name, apes.name);
  });

  it('limits are checked per operation before any request: 100 for stocks and NFTs, 1000 for coins', async () => {
    const before = emulator.requests();
    for (const call of [() => client.stocksList({ limit: 101 }), () => client.nftsListV2({ limit: 101 }), () => client.coinsListV2({ limit: 1001 })]) {
      const e = await failure(call());
      assert.equal(e.kind, 'invalid-input');
      assert.match(e.message, /"limit" must be a whole number from 1 to (100|1000)\./);
    }
    assert.equal(emulator.requests(), before);
    await client.coinsListV2({ limit: 1000 });
  });

  it('identifiers are refused before any request', async () => {
    const before = emulator.requests();
    assert.match((await failure(client.stock('BRK/B'))).message, /A stock may contain only .*"\/"/);
    assert.match((await failure(client.nft('bored ape'))).message, /An NFT collection may contain only .* a space/);
    assert.match((await failure(client.coinMeta('..'))).message, /only of dots/);
    assert.equal((await failure(client.coinTimeSeriesV2('BTC', { bucket: 'week' as 'day' }))).kind, 'invalid-input');
    assert.equal(emulator.requests(), before);
  });

  it('unknown items: not found, with the service text', async () => {
    for (const call of [() => client.stock('ZZZZZ'), () => client.nft('no-such-collection'), () => client.coinMeta('NOPECOIN'), () => client.nftTimeSeries('99999')]) {
      const e = await failure(call());
      assert.equal(e.kind, 'not-found');
      assert.equal(e.error.serviceMessage, 'That item does not exist');
    }
  });

  it('Hobby gets every market operation without a 402; the lists leave the social fields out', async () => {
    const calls = [
      hobby.coinsList({ limit: 5 }), hobby.coinsListV2({ limit: 5 }), hobby.coin('BTC'), hobby.coinTimeSeriesV2('BTC'),
      hobby.coinMeta('BTC'), hobby.stocksList(), hobby.stocksListV2(), hobby.stock('AAPL'), hobby.stockTimeSeriesV2('AAPL'),
      hobby.nftsList(), hobby.nftsListV2(), hobby.nft('cryptopunks'), hobby.nftTimeSeriesV2('cryptopunks'), hobby.nftTimeSeries('cryptopunks'),
    ];
    const answers = await Promise.all(calls);
    assert.equal(answers.length, 14);
    const stocks = (await hobby.stocksListV2({ limit: 20 })).data;
    assert.ok(stocks.every((s) => s.galaxy_score === undefined && s.sentiment === undefined && typeof s.price === 'number'));
    const nfts = (await hobby.nftsListV2({ limit: 20 })).data;
    assert.ok(nfts.every((n) => n.interactions_24h === undefined && typeof n.market_cap === 'number'));
  });

  it('Hobby\'s series of a coin, a stock and an NFT collection leave the social figures out too: a panel\'s chart offers only its Market metrics, and a stock\'s none', async () => {
    const groups = async (c: SocialClient) => Promise.all([
      c.coinTimeSeriesV2('BTC'), c.stockTimeSeriesV2('AAPL'), c.nftTimeSeriesV2('cryptopunks'),
    ].map(async (a) => [...new Set(presentMetrics((await a).data).map((m) => m.group))]));
    // a stock's series is social figures, Galaxy Score and AltRank only (the field notes): none left
    assert.deepEqual(await groups(hobby), [['market'], [], ['market']]);
    assert.deepEqual(await groups(client), [['social', 'market'], ['social', 'market'], ['social', 'market']], 'a plan with social access sees both');
    const v1 = (await hobby.nftTimeSeries('cryptopunks')).data.points;
    assert.ok(v1.length > 0 && v1.every((p) => p.alt_rank === undefined && typeof p.market_cap === 'number'), 'the v1 series too');
  });
});

// Decoded records stay compact in V8 (src/service/api/decode-fields.ts, COMPACT_AS_BUILT): a record built
// field by field becomes a hash table past about 20 fields, three times the memory of a coin list
// in the cache. Checked in a Node process of its own, where V8 can be asked.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const DECODE = path.join(__dirname, '..', '..', 'src', 'service', 'api', 'decode.js');

const COIN_FIELDS = ['price', 'price_btc', 'volume_24h', 'volatility', 'circulating_supply', 'max_supply', 'percent_change_1h',
  'percent_change_24h', 'percent_change_7d', 'percent_change_30d', 'market_cap', 'market_cap_rank', 'interactions_24h',
  'social_volume_24h', 'social_dominance', 'market_dominance', 'galaxy_score', 'galaxy_score_previous', 'alt_rank',
  'alt_rank_previous', 'sentiment', 'last_updated_price', 'close'];

const SERIES_FIELDS = ['interactions', 'posts_active', 'posts_created', 'contributors_active', 'contributors_created', 'sentiment',
  'spam', 'social_dominance', 'open', 'high', 'low', 'close', 'market_cap', 'volume_24h', 'circulating_supply', 'galaxy_score',
  'alt_rank', 'market_dominance'];

/** For each decoded record of `body`, whether V8 keeps it with fast (compact) properties. */
function compactness(shape: string, body: unknown, pick: string): boolean[] {
  const script = `
    const { decodeBody } = require(${JSON.stringify(DECODE)});
    const records = decodeBody(${JSON.stringify(shape)}, ${JSON.stringify(body)}).data${pick};
    console.log(JSON.stringify(records.map((r) => %HasFastProperties(r))));`;
  return JSON.parse(execFileSync(process.execPath, ['--allow-natives-syntax', '-e', script], { encoding: 'utf8' })) as boolean[];
}

describe('decoded records in memory', () => {
  it('a coin of the list, with every field and some the client does not know, is compact', () => {
    const coins = Array.from({ length: 3 }, (_, i) => ({
      id: i + 1, symbol: `C${i}`, name: `Coin ${i}`, topic: `coin ${i}`, categories: 'defi,layer-1',
      ...Object.fromEntries(COIN_FIELDS.map((f, j) => [f, i * 1000 + j + 0.5])),
      logo: 'https://example.com/c.png', new_field: i, another_new_field: 'x',
    }));
    assert.deepEqual(compactness('coinList', { data: coins }, ''), [true, true, true]);
  });

  it('a point of a market series (19 fields, kept as built, without a copy) is compact', () => {
    const points = Array.from({ length: 3 }, (_, i) => ({
      time: 1_700_000_000 + i * 3600,
      ...Object.fromEntries(SERIES_FIELDS.map((f, j) => [f, i * 1000 + j + 0.5])),
    }));
    assert.equal(Object.keys(points[0]!).length, 19);
    assert.deepEqual(compactness('timeSeries', { data: points }, ''), [true, true, true]);
  });
});

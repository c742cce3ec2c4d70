// The coin list at a moment (see listings.ts), and a single coin's shorter shape.
import { altRankAt, dominanceAt, galaxyAt, priceAt, supplyAt, volumeAt } from './assets';
import type { Dataset } from './dataset';
import { say } from './flavor';
import { changePercent, rankByCap, snapshotOf, SOCIAL_FIELDS, type ListRules, type MarketRow } from './listings';
import { noise, round, sig } from './prng';
import { rolling24, socialDominance } from './pulse';
import { quirkCoin } from './quirks';

/** Numeric fields a coin list can be sorted by. */
export const COIN_METRICS = [
  'id', 'price', 'price_btc', 'volume_24h', 'volatility', 'circulating_supply', 'max_supply',
  'percent_change_1h', 'percent_change_24h', 'percent_change_7d', 'percent_change_30d', 'market_cap', 'market_cap_rank',
  'interactions_24h', 'social_volume_24h', 'social_dominance', 'market_dominance', 'galaxy_score', 'galaxy_score_previous',
  'alt_rank', 'alt_rank_previous', 'sentiment', 'last_updated_price',
] as const;
export type CoinMetric = (typeof COIN_METRICS)[number];
export const COIN_LIST: ListRules<CoinMetric> = { metrics: COIN_METRICS, sort: 'market_cap_rank', desc: false, maxLimit: 1000 };

export type CoinRow = MarketRow<CoinMetric>;

const HOUR = 3600;
const DAY = 86400;

function compute(data: Dataset, t: number): CoinRow[] {
  const btc = priceAt(data.coins[0]!, t);
  const rows = data.coins.map((a): CoinRow => {
    const price = priceAt(a, t);
    const supply = supplyAt(a, t);
    const cap = price * supply;
    const social = rolling24(a.pulse, t);
    return {
      asset: a,
      values: {
        id: a.id,
        price: sig(price),
        price_btc: sig(price / btc),
        volume_24h: Math.round(volumeAt(a, cap, t)),
        volatility: round(a.swing * 0.05 * (0.7 + 0.6 * noise(a.pulse.key, Math.floor(t / DAY), 71)), 4),
        circulating_supply: Math.round(supply),
        max_supply: a.maxSupply,
        percent_change_1h: changePercent(a, t, HOUR),
        percent_change_24h: changePercent(a, t, DAY),
        percent_change_7d: changePercent(a, t, 7 * DAY),
        percent_change_30d: changePercent(a, t, 30 * DAY),
        market_cap: a.rank ? Math.round(cap) : null,
        market_cap_rank: a.rank ?? null,
        interactions_24h: social.interactions,
        social_volume_24h: social.posts_active,
        social_dominance: socialDominance(social.posts_active, 24),
        // shares of the same whole as a series' points, so its last point agrees
        market_dominance: a.rank ? round(dominanceAt(data.market, a, cap, t), 4) : null,
        galaxy_score: galaxyAt(a, t),
        galaxy_score_previous: galaxyAt(a, t - DAY),
        alt_rank: altRankAt(a, t, data.coins.length),
        alt_rank_previous: altRankAt(a, t - DAY, data.coins.length),
        sentiment: social.sentiment,
        last_updated_price: t - Math.floor(noise(a.pulse.key, Math.floor(t / 60), 73) * 90),
      },
    };
  });
  rankByCap(rows);
  return rows;
}

export function coinSnapshot(data: Dataset, t: number): CoinRow[] {
  return snapshotOf(data, 'coins', t, () => compute(data, t));
}

export function coinItem(data: Dataset, row: CoinRow, social: boolean): Record<string, unknown> {
  const { asset: a, values: v } = row;
  const item: Record<string, unknown> = {
    id: a.id,
    symbol: a.symbol,
    name: say(data.flavor, a.name, a.id),
  };
  for (const field of COIN_METRICS) {
    if (field === 'id' || field === 'last_updated_price' || (!social && SOCIAL_FIELDS.has(field))) continue;
    if (field === 'market_cap_rank' && v.market_cap_rank === null) continue;
    item[field] = v[field];
  }
  item.categories = a.sectors;
  item.topic = a.topic;
  item.last_updated_price = v.last_updated_price;
  if (data.flavor.quirks) quirkCoin(item, a.id);
  return item;
}

/** Fields of a single coin (`/coins/{coin}/v1`): a shorter shape than a list item. */
const SINGLE_FIELDS = [
  'price', 'price_btc', 'market_cap', 'percent_change_24h', 'percent_change_7d', 'percent_change_30d', 'volume_24h',
  'max_supply', 'circulating_supply', 'galaxy_score', 'alt_rank', 'volatility', 'market_cap_rank',
] as const satisfies readonly CoinMetric[];

export function singleCoin(data: Dataset, row: CoinRow, social: boolean): Record<string, unknown> {
  const { asset: a, values: v } = row;
  const item: Record<string, unknown> = { id: a.id, name: say(data.flavor, a.name, a.id), symbol: a.symbol };
  for (const field of SINGLE_FIELDS) {
    if ((!social && SOCIAL_FIELDS.has(field)) || v[field] === null) continue;
    item[field] = v[field];
  }
  // the close of the hour just ended: the price, as the real service sends it
  item.close = v.price;
  return item;
}

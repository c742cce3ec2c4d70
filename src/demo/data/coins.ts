// The coin list at a moment: every coin's market and social values, then filtered, sorted
// and paged as the list operations ask. One snapshot per moment is kept, so paging is cheap.
import { altRankAt, galaxyAt, priceAt, supplyAt, volumeAt, type Asset } from './assets';
import type { Dataset } from './dataset';
import { say } from './flavor';
import { noise, round, sig } from './prng';
import { rolling24 } from './pulse';
import { quirkCoin } from './quirks';

/** Numeric fields a coin list can be sorted by. */
export const COIN_METRICS = [
  'id', 'price', 'price_btc', 'volume_24h', 'volatility', 'circulating_supply', 'max_supply',
  'percent_change_1h', 'percent_change_24h', 'percent_change_7d', 'percent_change_30d', 'market_cap', 'market_cap_rank',
  'interactions_24h', 'social_volume_24h', 'social_dominance', 'market_dominance', 'galaxy_score', 'galaxy_score_previous',
  'alt_rank', 'alt_rank_previous', 'sentiment', 'last_updated_price',
] as const;
export type CoinMetric = (typeof COIN_METRICS)[number];

/** Left out for plans without social access ("silent gating"). */
const SOCIAL_COIN_FIELDS: ReadonlySet<string> = new Set([
  'interactions_24h', 'social_volume_24h', 'social_dominance', 'galaxy_score', 'galaxy_score_previous',
  'alt_rank', 'alt_rank_previous', 'sentiment',
]);

export interface CoinRow {
  asset: Asset;
  values: Record<CoinMetric, number | null>;
}

const HOUR = 3600;
const DAY = 86400;
const snapshots = new WeakMap<Dataset, Map<number, CoinRow[]>>();

function change(a: Asset, price: number, t: number, ago: number): number {
  return round((price / priceAt(a, t - ago) - 1) * 100, 2);
}

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
        percent_change_1h: change(a, price, t, HOUR),
        percent_change_24h: change(a, price, t, DAY),
        percent_change_7d: change(a, price, t, 7 * DAY),
        percent_change_30d: change(a, price, t, 30 * DAY),
        market_cap: a.rank ? Math.round(cap) : null,
        market_cap_rank: a.rank ?? null,
        interactions_24h: social.interactions,
        social_volume_24h: social.posts_active,
        social_dominance: 0,
        market_dominance: 0,
        galaxy_score: galaxyAt(a, t),
        galaxy_score_previous: galaxyAt(a, t - DAY),
        alt_rank: altRankAt(a, t, data.coins.length),
        alt_rank_previous: altRankAt(a, t - DAY, data.coins.length),
        sentiment: social.sentiment,
        last_updated_price: t - Math.floor(noise(a.pulse.key, Math.floor(t / 60), 73) * 90),
      },
    };
  });
  const socialTotal = rows.reduce((s, r) => s + r.values.social_volume_24h!, 0);
  const capTotal = rows.reduce((s, r) => s + (r.values.market_cap ?? 0), 0);
  for (const r of rows) {
    r.values.social_dominance = round((r.values.social_volume_24h! / socialTotal) * 100, 4);
    r.values.market_dominance = r.values.market_cap === null ? null : round((r.values.market_cap / capTotal) * 100, 4);
  }
  return rows;
}

export function coinSnapshot(data: Dataset, t: number): CoinRow[] {
  let byTime = snapshots.get(data);
  if (!byTime) snapshots.set(data, (byTime = new Map()));
  let rows = byTime.get(t);
  if (!rows) {
    if (byTime.size >= 4) byTime.clear();
    rows = compute(data, t);
    byTime.set(t, rows);
  }
  return rows;
}

export interface CoinQuery {
  sort: CoinMetric;
  desc: boolean;
  limit: number;
  page: number;
  filter?: string;
}

export function queryCoins(rows: readonly CoinRow[], q: CoinQuery): { total: number; page: CoinRow[] } {
  const needle = q.filter?.toLowerCase();
  const matching = needle ? rows.filter((r) => r.asset.sectors.includes(needle)) : [...rows];
  const dir = q.desc ? -1 : 1;
  matching.sort((a, b) => {
    const x = a.values[q.sort];
    const y = b.values[q.sort];
    // missing values go last whichever the direction
    if (x === null || y === null) return x === y ? a.asset.id - b.asset.id : x === null ? 1 : -1;
    return (x - y) * dir || a.asset.id - b.asset.id;
  });
  return { total: matching.length, page: matching.slice(q.page * q.limit, (q.page + 1) * q.limit) };
}

export function coinItem(data: Dataset, row: CoinRow, social: boolean): Record<string, unknown> {
  const { asset: a, values: v } = row;
  const item: Record<string, unknown> = {
    id: a.id,
    symbol: a.symbol,
    name: say(data.flavor, a.name, a.id),
  };
  for (const field of COIN_METRICS) {
    if (field === 'id' || field === 'last_updated_price' || (!social && SOCIAL_COIN_FIELDS.has(field))) continue;
    if (field === 'market_cap_rank' && v.market_cap_rank === null) continue;
    item[field] = v[field];
  }
  item.categories = a.sectors;
  item.topic = a.topic;
  item.last_updated_price = v.last_updated_price;
  if (data.flavor.quirks) quirkCoin(item, a.id);
  return item;
}

// Market lists at a moment (coins in coins.ts, stocks and NFT collections here): every row's
// market and social values, then filtered, sorted and paged as the list operations ask. One
// snapshot per list and moment is kept, so paging is cheap.
import { altRankAt, galaxyAt, priceAt, supplyAt, volumeAt, type Asset, type AssetKind } from './assets';
import type { Dataset } from './dataset';
import { image, say } from './flavor';
import { round, sig } from './prng';
import { rolling24, socialDominance } from './pulse';

export interface MarketRow<M extends string> {
  asset: Asset;
  values: Record<M, number | null>;
}

export interface ListQuery<M extends string> {
  sort: M;
  desc: boolean;
  limit: number;
  page: number;
  filter?: string;
}

/** How a list is sorted and paged when the request does not say. */
export interface ListRules<M extends string> {
  metrics: readonly M[];
  /** Without `sort`: this order (and descending when `desc` is true, unless `sort` is given). */
  sort: M;
  desc: boolean;
  /** Larger limits are served as this many. */
  maxLimit: number;
}

const DAY = 86400;
const snapshots = new WeakMap<Dataset, Map<string, MarketRow<string>[]>>();

/** The rows of list `name` at `t`, computed once per moment. */
export function snapshotOf<M extends string>(data: Dataset, name: string, t: number, compute: () => MarketRow<M>[]): MarketRow<M>[] {
  let byKey = snapshots.get(data);
  if (!byKey) snapshots.set(data, (byKey = new Map()));
  const key = `${name}@${t}`;
  let rows = byKey.get(key);
  if (!rows) {
    if (byKey.size >= 8) byKey.clear();
    rows = compute();
    byKey.set(key, rows);
  }
  return rows as MarketRow<M>[];
}

export function queryRows<M extends string>(rows: readonly MarketRow<M>[], q: ListQuery<M>): { total: number; page: MarketRow<M>[] } {
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

/**
 * Ranks by the market caps at the moment shown (ranked assets only, largest first), so a list
 * sorted by rank reads in the order of the caps it shows.
 */
export function rankByCap(rows: readonly MarketRow<'market_cap' | 'market_cap_rank'>[]): void {
  const ranked = rows.filter((r) => r.values.market_cap_rank !== null && r.values.market_cap !== null);
  ranked.sort((a, b) => b.values.market_cap! - a.values.market_cap! || a.asset.id - b.asset.id)
    .forEach((r, i) => { r.values.market_cap_rank = i + 1; });
}

export function changePercent(a: Asset, t: number, ago: number): number {
  return round((priceAt(a, t) / priceAt(a, t - ago) - 1) * 100, 2);
}

interface Social {
  interactions: number;
  posts: number;
  contributors: number;
  sentiment: number;
  /** Percent of the whole service's posts. */
  dominance: number;
}

/** Social values of an asset's topic over the 24 hours up to `t`. */
function socialOf(a: Asset, t: number): Social {
  const s = rolling24(a.pulse, t);
  return {
    interactions: s.interactions, posts: s.posts_active, contributors: s.contributors_active, sentiment: s.sentiment,
    dominance: socialDominance(s.posts_active, 24),
  };
}

function capShares(assets: readonly Asset[], t: number): Map<Asset, number> {
  const caps = new Map(assets.map((a) => [a, priceAt(a, t) * supplyAt(a, t)] as const));
  const total = [...caps.values()].reduce((s, c) => s + c, 0);
  return new Map([...caps].map(([a, c]) => [a, round((c / total) * 100, 4)] as const));
}

export const STOCK_METRICS = [
  'id', 'price', 'volume_24h', 'percent_change_24h', 'market_cap', 'market_cap_rank', 'interactions_24h',
  'social_volume_24h', 'social_dominance', 'market_dominance', 'market_dominance_prev', 'galaxy_score',
  'galaxy_score_previous', 'alt_rank', 'alt_rank_previous', 'sentiment',
] as const;
export type StockMetric = (typeof STOCK_METRICS)[number];
export const STOCK_LIST: ListRules<StockMetric> = { metrics: STOCK_METRICS, sort: 'market_cap_rank', desc: false, maxLimit: 100 };

export const NFT_METRICS = [
  'id', 'floor_price', 'volume_24h', 'percent_change_24h', 'market_cap', 'interactions_24h', 'social_volume_24h',
  'social_contributors', 'social_dominance', 'galaxy_score', 'alt_rank',
] as const;
export type NftMetric = (typeof NFT_METRICS)[number];
export const NFT_LIST: ListRules<NftMetric> = { metrics: NFT_METRICS, sort: 'market_cap', desc: true, maxLimit: 100 };

/** Left out for plans without social access ("silent gating"). */
export const SOCIAL_FIELDS: ReadonlySet<string> = new Set([
  'interactions_24h', 'social_volume_24h', 'social_contributors', 'social_dominance', 'galaxy_score', 'galaxy_score_previous',
  'alt_rank', 'alt_rank_previous', 'sentiment',
]);

/** A series point's figures left out for plans without social access, as SOCIAL_FIELDS are from rows. */
export const SERIES_SOCIAL_FIELDS: ReadonlySet<string> = new Set([
  ...SOCIAL_FIELDS, 'interactions', 'posts_active', 'posts_created', 'contributors_active', 'contributors_created', 'spam',
]);

export function stockRows(data: Dataset, t: number): MarketRow<StockMetric>[] {
  return snapshotOf(data, 'stocks', t, () => {
    const dominance = capShares(data.stocks, t);
    const before = capShares(data.stocks, t - DAY);
    const rows = data.stocks.map((a) => {
      const price = priceAt(a, t);
      const cap = price * supplyAt(a, t);
      const s = socialOf(a, t);
      return {
        asset: a,
        values: {
          id: a.id,
          price: sig(price),
          volume_24h: Math.round(volumeAt(a, cap, t)),
          percent_change_24h: changePercent(a, t, DAY),
          market_cap: Math.round(cap),
          market_cap_rank: a.rank ?? null,
          interactions_24h: s.interactions,
          social_volume_24h: s.posts,
          social_dominance: s.dominance,
          market_dominance: dominance.get(a)!,
          market_dominance_prev: before.get(a)!,
          galaxy_score: galaxyAt(a, t),
          galaxy_score_previous: galaxyAt(a, t - DAY),
          alt_rank: altRankAt(a, t, data.stocks.length),
          alt_rank_previous: altRankAt(a, t - DAY, data.stocks.length),
          sentiment: s.sentiment,
        },
      };
    });
    rankByCap(rows);
    return rows;
  });
}

/** The floor in the collection's base coin, as the service quotes it. */
export function floorInBase(data: Dataset, a: Asset, t: number): number {
  const base = data.coin(a.base ?? 'ETH');
  return sig(base ? priceAt(a, t) / priceAt(base, t) : priceAt(a, t), 4);
}

/**
 * The floor's change over 24 hours in percent, as the catalogue defines a collection's
 * percent_change_24h: of the floors as quoted in the base coin, not of the dollar price (a
 * collection whose dollar value rose with ether's while its floor in ether held reads 0%).
 */
function floorChange(data: Dataset, a: Asset, t: number): number {
  return round((floorInBase(data, a, t) / floorInBase(data, a, t - DAY) - 1) * 100, 2);
}

export function nftRows(data: Dataset, t: number): MarketRow<NftMetric>[] {
  return snapshotOf(data, 'nfts', t, () => {
    return data.nfts.map((a) => {
      const cap = priceAt(a, t) * supplyAt(a, t);
      const s = socialOf(a, t);
      return {
        asset: a,
        values: {
          id: a.id,
          floor_price: floorInBase(data, a, t),
          volume_24h: Math.round(volumeAt(a, cap, t)),
          percent_change_24h: floorChange(data, a, t),
          market_cap: Math.round(cap),
          interactions_24h: s.interactions,
          social_volume_24h: s.posts,
          social_contributors: s.contributors,
          social_dominance: s.dominance,
          galaxy_score: galaxyAt(a, t),
          alt_rank: altRankAt(a, t, data.nfts.length),
        },
      };
    });
  });
}

function logo(data: Dataset, kind: AssetKind, a: Asset): Record<string, string> {
  const url = image(data.flavor, `https://images.example.net/${kind}/${a.id}.png`, a.id);
  return url === undefined ? {} : { logo: url };
}

/** The values of `row` in `fields` order, the social ones only with `social` access. */
function metricsOf<M extends string>(row: MarketRow<M>, fields: readonly M[], social: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f === 'id' || (!social && SOCIAL_FIELDS.has(f)) || row.values[f] === null) continue;
    out[f] = row.values[f];
  }
  return out;
}

export function stockItem(data: Dataset, row: MarketRow<StockMetric>, social: boolean): Record<string, unknown> {
  const a = row.asset;
  return {
    id: a.id, symbol: a.symbol, name: say(data.flavor, a.name, a.id),
    ...metricsOf(row, STOCK_METRICS, social),
    categories: a.sectors, topic: a.topic, ...logo(data, 'stocks', a),
  };
}

export function nftItem(data: Dataset, row: MarketRow<NftMetric>, social: boolean): Record<string, unknown> {
  const a = row.asset;
  return {
    id: a.id, lunar_id: `nfts:${a.id}`, ...(a.base === undefined ? {} : { base_crypto: say(data.flavor, a.base, a.id) }), name: say(data.flavor, a.name, a.id),
    ...metricsOf(row, NFT_METRICS, social), ...logo(data, 'nfts', a),
  };
}

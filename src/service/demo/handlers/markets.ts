// Market data (on every plan; social fields, in rows and series, only with social access): coins,
// stocks and NFT collections, their lists, single items, series and, for coins, meta.
import type { Asset } from '../data/assets';
import { coinMeta } from '../data/coinMeta';
import { COIN_LIST, coinItem, coinSnapshot, singleCoin } from '../data/coins';
import { say } from '../data/flavor';
import {
  floorInBase, NFT_LIST, nftItem, nftRows, queryRows, SERIES_SOCIAL_FIELDS, STOCK_LIST, stockItem, stockRows, type ListRules, type MarketRow,
} from '../data/listings';
import type { Point } from '../data/series';
import { listQuery, seriesWindow, seriesWindowV2 } from '../params';
import { checked, found, social, type Call, type Handlers } from './call';
import { series, topicConfig } from './topics';

const STOCK_POINT = ['time', 'contributors_active', 'contributors_created', 'interactions', 'posts_active', 'posts_created',
  'sentiment', 'spam', 'alt_rank', 'galaxy_score', 'social_dominance'];
const NFT_POINT = ['time', 'market_cap', 'alt_rank', 'contributors_active', 'contributors_created', 'posts_active',
  'posts_created', 'interactions', 'social_dominance', 'sentiment'];
const NFT_POINT_V1 = ['time', 'market_cap', 'alt_rank'];

/** v1 lists are served from a cache refreshed on the hour; v2 lists are answered live (of the same hour's world). */
function list<M extends string>(c: Call, live: boolean, rules: ListRules<M>, rows: (t: number) => MarketRow<M>[],
  item: (row: MarketRow<M>, social: boolean) => Record<string, unknown>): unknown {
  const q = listQuery(c.q, rules);
  const { total, page } = queryRows(rows(c.at), q);
  const generated = live ? c.now : c.at;
  return {
    config: { sort: q.sort, desc: q.desc, limit: q.limit, page: q.page, ...(q.filter ? { filter: q.filter } : {}), total_rows: total, generated },
    data: page.map((row) => item(row, social(c))),
  };
}

function only(fields: readonly string[]): (p: Point) => Point {
  return (p) => Object.fromEntries(fields.filter((f) => f in p).map((f) => [f, p[f]!]));
}

/**
 * An asset's points as the caller's plan sees them: without social access, its social figures are
 * left out of its series as they are out of its lists and its own answer (silent gating).
 */
function planPoints(c: Call, pick: (p: Point) => Point = (p) => p): (p: Point) => Point {
  if (social(c)) return pick;
  return (p) => Object.fromEntries(Object.entries(pick(p)).filter(([f]) => !SERIES_SOCIAL_FIELDS.has(f))) as Point;
}

const coin = (c: Call): Asset => found(c.data.coin(checked('coin', c.params.coin!)));
const stock = (c: Call): Asset => found(c.data.stock(checked('stock', c.params.stock!)));
const nft = (c: Call): Asset => found(c.data.nft(checked('nft', c.params.nft!)));

function assetConfig(c: Call, a: Asset): Record<string, unknown> {
  return { id: String(a.id), name: say(c.data.flavor, a.name, a.id), symbol: a.symbol, topic: a.topic, generated: c.now };
}

function coinList(c: Call, live: boolean): unknown {
  return list(c, live, COIN_LIST, (t) => coinSnapshot(c.data, t), (row, s) => coinItem(c.data, row, s));
}

export const MARKET_HANDLERS = {
  coinsList: (c) => coinList(c, false),
  coinsListV2: (c) => coinList(c, true),
  coin: (c) => {
    const a = coin(c);
    const row = coinSnapshot(c.data, c.at).find((r) => r.asset === a)!;
    return { config: assetConfig(c, a), data: singleCoin(c.data, row, social(c)) };
  },
  coinTimeSeriesV2: (c) => {
    const a = coin(c);
    const s = c.data.assetSubject(a);
    return series(c, s, seriesWindow(c.q, c.now, s.since), { ...topicConfig(c, s), coin: String(a.id) }, planPoints(c));
  },
  coinMeta: (c) => {
    const a = coin(c);
    return { config: assetConfig(c, a), data: coinMeta(c.data, a, c.at) };
  },
  stocksList: (c) => list(c, false, STOCK_LIST, (t) => stockRows(c.data, t), (row, s) => stockItem(c.data, row, s)),
  stocksListV2: (c) => list(c, true, STOCK_LIST, (t) => stockRows(c.data, t), (row, s) => stockItem(c.data, row, s)),
  stock: (c) => {
    const a = stock(c);
    const v = stockRows(c.data, c.at).find((r) => r.asset === a)!.values;
    return {
      config: assetConfig(c, a),
      data: {
        id: a.id, name: say(c.data.flavor, a.name, a.id), symbol: a.symbol, price: v.price, market_cap: v.market_cap,
        percent_change_24h: v.percent_change_24h, volume_24h: v.volume_24h,
        close: v.price, market_cap_rank: v.market_cap_rank,
      },
    };
  },
  stockTimeSeriesV2: (c) => {
    const a = stock(c);
    const s = c.data.assetSubject(a);
    return series(c, s, seriesWindow(c.q, c.now, s.since), { ...topicConfig(c, s), stock: String(a.id) }, planPoints(c, only(STOCK_POINT)));
  },
  nftsList: (c) => list(c, false, NFT_LIST, (t) => nftRows(c.data, t), (row, s) => nftItem(c.data, row, s)),
  nftsListV2: (c) => list(c, true, NFT_LIST, (t) => nftRows(c.data, t), (row, s) => nftItem(c.data, row, s)),
  nft: (c) => {
    const a = nft(c);
    const v = nftRows(c.data, c.at).find((r) => r.asset === a)!.values;
    return {
      config: { ...assetConfig(c, a), slug: a.slug },
      data: {
        id: a.id, name: say(c.data.flavor, a.name, a.id), floor_price: floorInBase(c.data, a, c.at), market_cap: v.market_cap,
        percent_change_24h: v.percent_change_24h, volume_24h: v.volume_24h,
      },
    };
  },
  nftTimeSeriesV2: (c) => {
    const a = nft(c);
    const s = c.data.assetSubject(a);
    return series(c, s, seriesWindow(c.q, c.now, s.since), { ...topicConfig(c, s), nft: String(a.id) }, planPoints(c, only(NFT_POINT)));
  },
  nftTimeSeries: (c) => {
    const a = nft(c);
    const s = c.data.assetSubject(a);
    const body = series(c, s, seriesWindowV2(c.q, c.now), { nft: String(a.id) }, planPoints(c, only(NFT_POINT_V1))) as { config: object; data: Point[] };
    // the odd shape of v1: the collection in `data`, its points in `timeSeries`
    return { config: body.config, data: { id: a.id, name: say(c.data.flavor, a.name, a.id), symbol: a.symbol }, timeSeries: body.data };
  },
} satisfies Partial<Handlers>;

// Decoders of the market answers: coins, stocks, NFT collections, coin meta and time series
// (NFT series v1 in its odd shape: the points beside `data`, in `timeSeries`).
import { isObject, readRecord } from './decode-fields';
import type { Json, Notes } from './decode-fields';
import { inTimeOrder, listOf, point, readList, repaired, seriesOf, single, str, unusable } from './decode-envelope';
import type { Decoder, Spec } from './decode-envelope';
import type { Blockchain, CoinMeta, Nft, NftSeries, Stock } from './types-market';
import type { Coin, TimeSeriesPoint } from './types';

const POINT: Spec<TimeSeriesPoint> = {
  time: 'num', contributors_active: 'num', contributors_created: 'num', interactions: 'num',
  posts_active: 'num', posts_created: 'num', sentiment: 'num', spam: 'num', market_cap: 'num',
  volume_24h: 'num', alt_rank: 'num', galaxy_score: 'num', circulating_supply: 'num', open: 'num',
  high: 'num', low: 'num', close: 'num', market_dominance: 'num', social_dominance: 'num',
};
const COIN: Spec<Coin> = {
  id: 'numOrStr', symbol: 'str', name: 'str', topic: 'str', price: 'num', price_btc: 'num',
  volume_24h: 'num', volatility: 'num', circulating_supply: 'num', max_supply: 'num',
  percent_change_1h: 'num', percent_change_24h: 'num', percent_change_7d: 'num', percent_change_30d: 'num',
  market_cap: 'num', market_cap_rank: 'num', interactions_24h: 'num', social_volume_24h: 'num', social_dominance: 'num',
  market_dominance: 'num', galaxy_score: 'num', galaxy_score_previous: 'num', alt_rank: 'num',
  alt_rank_previous: 'num', sentiment: 'num', categories: 'strOrStrs', last_updated_price: 'num', close: 'num',
};
const STOCK: Spec<Stock> = {
  id: 'numOrStr', symbol: 'str', name: 'str', topic: 'str', logo: 'str', price: 'num', close: 'num', volume_24h: 'num',
  percent_change_24h: 'num', market_cap: 'num', market_cap_rank: 'num', interactions_24h: 'num', social_volume_24h: 'num',
  social_dominance: 'num', market_dominance: 'num', market_dominance_prev: 'num', galaxy_score: 'num',
  galaxy_score_previous: 'num', alt_rank: 'num', alt_rank_previous: 'num', sentiment: 'num', categories: 'strOrStrs',
};
const NFT: Spec<Nft> = {
  id: 'numOrStr', name: 'str', lunar_id: 'numOrStr', base_crypto: 'str', logo: 'str', floor_price: 'num', volume_24h: 'num',
  percent_change_24h: 'num', market_cap: 'num', interactions_24h: 'num', social_volume_24h: 'num',
  social_contributors: 'num', social_dominance: 'num', galaxy_score: 'num', alt_rank: 'num',
};
const BLOCKCHAIN: Spec<Blockchain> = { type: 'str', network: 'str', address: 'str', decimals: 'num' };
const META: Spec<CoinMeta> = {
  id: 'numOrStr', name: 'str', symbol: 'str', market_categories: 'strOrStrs', updated: 'num', blockchain: 'objs',
  short_summary: 'str', description: 'str', website_link: 'str', whitepaper_link: 'str', github_link: 'str',
  twitter_link: 'str', reddit_link: 'str', coingecko_link: 'str', coinmarketcap_link: 'str', header_image: 'str',
  header_text: 'str', videos: 'str',
};
const NFT_SERIES: Spec<Omit<NftSeries, 'points'>> = { id: 'numOrStr', name: 'str', symbol: 'str' };

/** An asset record: an id and a name (or, `withSymbol`, a name or a symbol, each repaired from the other). */
function asset<T extends { id: number | string; name: string }>(spec: Spec<T>, withSymbol: boolean) {
  return (notes: Notes) => (raw: Json): T | undefined => {
    const rec = readRecord(raw, spec, notes);
    if (rec.id === undefined || rec.id === '') return undefined;
    const name = str(rec.name);
    const symbol = withSymbol ? str(rec.symbol) : undefined;
    if (!symbol && !name) return undefined;
    if (withSymbol) {
      repaired(rec, 'symbol', name?.toUpperCase(), 'the name', notes);
      repaired(rec, 'name', symbol, 'the symbol', notes);
    }
    return rec as unknown as T;
  };
}

const coin = asset(COIN, true);
const stock = asset(STOCK, true);
const nft = asset(NFT, false);

/** `videos` is one text; a list (not what the service sends) is read as its texts joined. */
function videosAsText(raw: Json, notes: Notes): Json {
  if (!Array.isArray(raw.videos)) return raw;
  notes.add('"videos" arrived as a list; read as one text');
  return { ...raw, videos: raw.videos.filter((x) => typeof x === 'string' && x.trim()).join(', ') };
}

function meta(notes: Notes) {
  const read = asset(META, true)(notes);
  return (raw: Json): CoinMeta | undefined => {
    const rec = read(videosAsText(raw, notes));
    if (rec) rec.blockchain = (rec.blockchain as unknown as Json[]).map((b) => readRecord(b, BLOCKCHAIN, notes) as Blockchain);
    return rec;
  };
}

/** v1's points are in `timeSeries` beside `data`; found inside `data`, or as `data` itself, they are read too. */
const nftSeries: Decoder<NftSeries> = (body, notes) => {
  if (!isObject(body)) throw unusable(Array.isArray(body) ? 'a list without its collection' : 'no object');
  const config = isObject(body.config) ? body.config : {};
  const about: Json = isObject(body.data) ? { ...body.data } : {};
  let raw: unknown = body.timeSeries;
  if (raw === undefined && Array.isArray(body.data)) {
    notes.add('the points came as "data" instead of "timeSeries"');
    raw = body.data;
  } else if (raw === undefined && Array.isArray(about.timeSeries)) {
    notes.add('the points came inside "data"');
    raw = about.timeSeries;
    delete about.timeSeries;
  }
  if (!Array.isArray(raw)) throw unusable('no "timeSeries"');
  const points = inTimeOrder(readList(raw, 'time series', notes, point(POINT)(notes)), notes);
  const rec = readRecord(about, NFT_SERIES, notes);
  return { env: { data: rec, config }, data: { ...rec, points } as NftSeries };
};

export const MARKET_DECODERS = {
  timeSeries: seriesOf(POINT),
  coinList: listOf('coin list', coin),
  coin: single('no coin id or name', coin),
  coinMeta: single('no coin id or name', meta),
  stockList: listOf('stock list', stock),
  stock: single('no stock id or name', stock),
  nftList: listOf('NFT list', nft),
  nft: single('no collection id or name', nft),
  nftSeriesV1: nftSeries,
};

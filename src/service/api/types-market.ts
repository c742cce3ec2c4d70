// Market resources beyond the coin list (field notes, "The whole reference"): stocks, NFT
// collections, a coin's meta and the NFT series of v1. Optional fields are missing when the
// service leaves them out (lower plans get market data without the social fields).
import type { AssetFigures, Extras, TimeSeriesPoint } from './types';

export interface Stock extends AssetFigures {
  logo?: string;
  market_dominance_prev?: number;
}

export interface Nft extends Extras {
  id: number | string;
  name: string;
  lunar_id?: number | string;
  /** The coin `floor_price` is quoted in. */
  base_crypto?: string;
  logo?: string;
  floor_price?: number;
  volume_24h?: number;
  percent_change_24h?: number;
  market_cap?: number;
  interactions_24h?: number;
  social_volume_24h?: number;
  social_contributors?: number;
  social_dominance?: number;
  galaxy_score?: number;
  alt_rank?: number;
}

/** Where a coin's contract lives; a chain's own coin has no address. */
export interface Blockchain extends Extras {
  type?: string;
  network?: string;
  address?: string;
  decimals?: number;
}

export interface CoinMeta extends Extras {
  id: number | string;
  name: string;
  symbol: string;
  /** Sectors, comma separated. */
  market_categories?: string;
  /** unix seconds */
  updated?: number;
  blockchain: Blockchain[];
  short_summary?: string;
  description?: string;
  website_link?: string;
  whitepaper_link?: string;
  github_link?: string;
  twitter_link?: string;
  reddit_link?: string;
  coingecko_link?: string;
  coinmarketcap_link?: string;
  header_image?: string;
  header_text?: string;
  /** Videos about the coin, as the service writes them: one text (addresses, or words). */
  videos?: string;
}

/** NFT series v1: the collection and its points, which v1 sends beside `data` as `timeSeries`. */
export interface NftSeries extends Extras {
  id?: number | string;
  name?: string;
  symbol?: string;
  points: TimeSeriesPoint[];
}

// The words of the cell language: its commands, the metrics each kind of subject has, the sort
// keys of the market lists, intervals, buckets and the Watchlist's variables. The parser checks
// against these, completions offer them, hover explains them.
import { TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS } from '../../api/values';
import type { ItemKind } from '../../items';
import { METRICS, type Metric, type MetricKey } from '../../protocol/metrics';
import type { SeriesKind } from '../series';
import type { MarketListName } from './types';

export const COMMANDS = {
  topic: 'a topic’s figures, its series or its posts',
  category: 'a category’s figures, its topics, series or posts',
  coin: 'a coin’s figures or series',
  stock: 'a stock’s figures or series',
  nft: 'an NFT collection’s figures or series',
  creator: 'a creator’s figures or posts',
  coins: 'the top coins by a metric, in a sector',
  stocks: 'the top stocks by a metric',
  nfts: 'the top NFT collections by a metric',
  compare: 'subjects side by side on one metric',
  report: 'the service’s report on a subject',
  search: 'recently popular posts matching a term',
  changes: 'the service’s notices of changes to its data',
} as const;

export type CommandWord = keyof typeof COMMANDS;
export const COMMAND_WORDS = Object.keys(COMMANDS) as CommandWord[];

/** What each metric means (interface 2.6), for hover and completion. */
export const METRIC_MEANINGS: Readonly<Record<MetricKey, string>> = {
  interactions: 'All publicly measurable interactions (views, likes, comments, upvotes, shares …) in the period.',
  posts_active: 'Unique posts with interactions in the period.',
  posts_created: 'Unique posts created in the period.',
  contributors_active: 'Unique accounts with posts that have interactions.',
  contributors_created: 'Unique accounts that created new posts.',
  sentiment: 'Percent of posts (weighted by interactions) that are positive: 100 all positive, 50 half, 0 all negative.',
  spam: 'Posts created that are considered spam.',
  social_dominance: 'Percent of total social volume this subject represents.',
  followers: 'The creator’s follower count.',
  creator_rank: 'The creator’s rank by posts with interactions in the last 24 hours (1 is the top).',
  open: 'Price at the open of the period, USD.',
  high: 'Highest price of the period, USD.',
  low: 'Lowest price of the period, USD.',
  close: 'Price at the close of the period, USD.',
  market_cap: 'Total dollar value of the circulating supply or outstanding shares.',
  volume_24h: 'Trading volume in USD over the 24 hours up to the point.',
  circulating_supply: 'Coins or tokens actively available for trade.',
  galaxy_score: 'Proprietary score from price indicators, average social sentiment, relative social activity and their correlation with price and volume.',
  alt_rank: 'Proprietary rank of the asset’s performance relative to all other supported assets (1 is the best).',
  market_dominance: 'Percent of the total market cap this asset represents.',
};

const SOCIAL: readonly MetricKey[] = ['interactions', 'posts_active', 'posts_created', 'contributors_active', 'contributors_created', 'sentiment', 'spam', 'social_dominance'];
const MARKET: readonly MetricKey[] = ['open', 'high', 'low', 'close', 'market_cap', 'volume_24h', 'circulating_supply', 'galaxy_score', 'alt_rank', 'market_dominance'];

/** The metrics a series of each kind of subject carries (interface 2.6 and the field notes). */
export const SERIES_METRICS: Readonly<Record<SeriesKind, readonly MetricKey[]>> = {
  topic: [...SOCIAL, ...MARKET],
  category: [...SOCIAL, 'market_cap', 'volume_24h'],
  coin: [...SOCIAL, ...MARKET],
  // social points plus the scores (field notes): no prices
  stock: [...SOCIAL, 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank'],
  nft: ['interactions', 'posts_active', 'posts_created', 'contributors_active', 'contributors_created', 'sentiment', 'social_dominance', 'market_cap', 'alt_rank'],
};

export const SERIES_KINDS = Object.keys(SERIES_METRICS) as SeriesKind[];

export function isSeriesKind(kind: ItemKind): kind is SeriesKind {
  return (SERIES_KINDS as readonly string[]).includes(kind);
}

export function metricNamed(key: string): Metric | undefined {
  return METRICS.find((m) => m.key === key);
}

/** Every metric any series has, for subjects whose kind is known only when the cell runs. */
export const ANY_SERIES_METRICS: readonly MetricKey[] = METRICS.map((m) => m.key).filter((k) => SERIES_KINDS.some((kind) => SERIES_METRICS[kind].includes(k)));

export interface SortKey {
  key: string;
  meaning: string;
  /** Highest first reads best, except ranks. */
  desc: boolean;
}

const sort = (key: string, meaning: string, desc = true): SortKey => ({ key, meaning, desc });
const SHARED_SORTS: readonly SortKey[] = [
  sort('market_cap_rank', 'Rank by market cap (1 is the largest).', false),
  sort('market_cap', 'Market cap, USD.'),
  sort('price', 'Price, USD.'),
  sort('volume_24h', 'Trading volume of the last 24 hours, USD.'),
  sort('percent_change_24h', 'Price change over 24 hours, percent.'),
  sort('galaxy_score', METRIC_MEANINGS.galaxy_score),
  sort('alt_rank', METRIC_MEANINGS.alt_rank, false),
  sort('interactions_24h', 'Social interactions of the last 24 hours.'),
  sort('social_volume_24h', 'Posts mentioning it in the last 24 hours.'),
  sort('social_dominance', METRIC_MEANINGS.social_dominance),
  sort('market_dominance', METRIC_MEANINGS.market_dominance),
  sort('sentiment', 'Percent of posts that are positive, weighted by interactions.'),
];

/** The `sort` names each market list takes (the field notes' list fields). */
export const SORT_KEYS: Readonly<Record<MarketListName, readonly SortKey[]>> = {
  coins: [...SHARED_SORTS, sort('percent_change_1h', 'Price change over 1 hour, percent.'), sort('percent_change_7d', 'Price change over 7 days, percent.'),
    sort('percent_change_30d', 'Price change over 30 days, percent.'), sort('volatility', 'Price volatility.'), sort('circulating_supply', METRIC_MEANINGS.circulating_supply)],
  stocks: SHARED_SORTS,
  nfts: [sort('market_cap', 'Market cap, USD.'), sort('floor_price', 'Floor price.'), sort('volume_24h', 'Trading volume of the last 24 hours.'),
    sort('percent_change_24h', 'Floor price change over 24 hours, percent.'), sort('interactions_24h', 'Social interactions of the last 24 hours.'),
    sort('social_volume_24h', 'Posts mentioning it in the last 24 hours.'), sort('social_contributors', 'Accounts posting about it.'),
    sort('social_dominance', METRIC_MEANINGS.social_dominance), sort('galaxy_score', METRIC_MEANINGS.galaxy_score), sort('alt_rank', METRIC_MEANINGS.alt_rank, false)],
};

export const DEFAULT_SORT: Readonly<Record<MarketListName, string>> = { coins: 'market_cap', stocks: 'market_cap', nfts: 'market_cap' };

/** Lists of at most this many rows: one request each (the stocks and NFT lists' largest page). */
export const MAX_TOP = 100;

/** Sectors offered before any coins list is cached (the service names more). */
export const COMMON_SECTORS: readonly string[] = ['defi', 'layer-1', 'layer-2', 'meme', 'stablecoin', 'ai', 'gaming', 'exchange-tokens', 'nft', 'privacy'];

export const INTERVALS = TIME_SERIES_INTERVALS;
export const BUCKETS = TIME_SERIES_BUCKETS;

export const INTERVAL_MEANINGS: Readonly<Record<(typeof INTERVALS)[number], string>> = {
  '1d': 'the last day', '1w': 'the last week', '1m': 'the last month', '3m': 'the last 3 months',
  '6m': 'the last 6 months', '1y': 'the last year', all: 'all the history',
};

/** `$watchlist.coins` and its siblings: the plural names a person writes, and the kind each takes. */
export const WATCH_KINDS: Readonly<Record<string, ItemKind>> = {
  topics: 'topic', categories: 'category', coins: 'coin', stocks: 'stock', nfts: 'nft', creators: 'creator', posts: 'post', searches: 'search',
};
export const WATCHLIST = '$watchlist';

/** Days of posts a cell may ask for (the service rounds ranges to whole days). */
export const MAX_POST_DAYS = 90;

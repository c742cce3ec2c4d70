// The words of the cell language: its commands, the metrics each kind of subject has, the sort
// keys of the market lists, intervals, buckets and the Watchlist's variables. The parser checks
// against these, completions offer them, hover explains them.
import { TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS } from '../../../../service/api/values';
import * as l10n from '../../../../shared/format/l10n';
import { figure, type FigureId } from '../../../../shared/figures/catalogue';
import type { ItemKind } from '../../../../shared/items';
import { METRICS, type Metric, type MetricKey } from '../../../../shared/protocol/metrics';
import type { SeriesKind } from '../../../../shared/queries/series';
import type { MarketListName } from './types';

export const COMMANDS = {
  get topic() { return l10n.t('a topic’s figures, its series or its posts'); },
  get category() { return l10n.t('a category’s figures, its topics, series or posts'); },
  get coin() { return l10n.t('a coin’s figures or series'); },
  get stock() { return l10n.t('a stock’s figures or series'); },
  get nft() { return l10n.t('an NFT collection’s figures or series'); },
  get creator() { return l10n.t('a creator’s figures or posts'); },
  get coins() { return l10n.t('the top coins by a metric, in a sector'); },
  get stocks() { return l10n.t('the top stocks by a metric'); },
  get nfts() { return l10n.t('the top NFT collections by a metric'); },
  get compare() { return l10n.t('subjects side by side on one metric'); },
  get report() { return l10n.t('the service’s report on a subject'); },
  get search() { return l10n.t('recently popular posts matching a term'); },
  get changes() { return l10n.t('the service’s notices of changes to its data'); },
} as const;

export type CommandWord = keyof typeof COMMANDS;
export const COMMAND_WORDS = Object.keys(COMMANDS) as CommandWord[];

/** Own keys only: a cell's `constructor` is no command. */
export function isCommandWord(word: string): word is CommandWord {
  return Object.hasOwn(COMMANDS, word);
}

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

/** The kinds whose posts a cell may ask for (`topic bitcoin posts 7d`). */
export const POSTS_KINDS: readonly ItemKind[] = ['topic', 'category', 'creator'];

/** The words that may follow a named subject of `kind`: its series, its posts, a category's topics. */
export function tailsOf(kind: ItemKind): string[] {
  return [...(isSeriesKind(kind) ? ['series'] : []), ...(POSTS_KINDS.includes(kind) ? ['posts'] : []), ...(kind === 'category' ? ['topics'] : [])];
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

// the meaning is looked up when read: the person's language is known only once the bundle is in use
const sort = (key: string, meaning: () => string, desc = true): SortKey => ({ key, get meaning() { return meaning(); }, desc });
/** A sort by a figure of the catalogue (src/shared/figures): its definition, its better end first. */
const byFigure = (id: FigureId): SortKey => sort(id, () => figure(id).definition, figure(id).better !== 'lower');
const SHARED_SORTS: readonly SortKey[] = (['market_cap_rank', 'market_cap', 'price', 'volume_24h', 'percent_change_24h', 'galaxy_score', 'alt_rank',
  'interactions_24h', 'social_volume_24h', 'social_dominance', 'market_dominance', 'sentiment'] as const).map(byFigure);

/** The `sort` names each market list takes (the field notes' list fields). */
export const SORT_KEYS: Readonly<Record<MarketListName, readonly SortKey[]>> = {
  coins: [...SHARED_SORTS, ...(['percent_change_1h', 'percent_change_7d', 'percent_change_30d', 'volatility', 'circulating_supply'] as const).map(byFigure)],
  stocks: SHARED_SORTS,
  nfts: [...(['market_cap', 'floor_price', 'volume_24h', 'percent_change_24h', 'interactions_24h', 'social_volume_24h'] as const).map(byFigure),
    // the NFT list names its contributors differently: the same figure
    sort('social_contributors', () => figure('num_contributors').definition),
    ...(['social_dominance', 'galaxy_score', 'alt_rank'] as const).map(byFigure)],
};

export const DEFAULT_SORT: Readonly<Record<MarketListName, string>> = { coins: 'market_cap', stocks: 'market_cap', nfts: 'market_cap' };

/** Lists of at most this many rows: one request each (the stocks and NFT lists' largest page). */
export const MAX_TOP = 100;

export const INTERVALS = TIME_SERIES_INTERVALS;
export const BUCKETS = TIME_SERIES_BUCKETS;

export const INTERVAL_MEANINGS: Readonly<Record<(typeof INTERVALS)[number], string>> = {
  get '1d'() { return l10n.t('the last day'); },
  get '1w'() { return l10n.t('the last week'); },
  get '1m'() { return l10n.t('the last month'); },
  get '3m'() { return l10n.t('the last 3 months'); },
  get '6m'() { return l10n.t('the last 6 months'); },
  get '1y'() { return l10n.t('the last year'); },
  get all() { return l10n.t('all the history'); },
};

/** `$watchlist.coins` and its siblings: the plural names a person writes, and the kind each takes. */
export const WATCH_KINDS: Readonly<Record<string, ItemKind>> = {
  topics: 'topic', categories: 'category', coins: 'coin', stocks: 'stock', nfts: 'nft', creators: 'creator', posts: 'post', searches: 'search',
};
export const WATCHLIST = '$watchlist';

/** The kind `$watchlist.<member>` holds; own keys only, so `$watchlist.constructor` is none. */
export function watchKind(member: string): ItemKind | undefined {
  return Object.hasOwn(WATCH_KINDS, member) ? WATCH_KINDS[member] : undefined;
}

/** Days of posts a cell may ask for (the service rounds ranges to whole days). */
export const MAX_POST_DAYS = 90;

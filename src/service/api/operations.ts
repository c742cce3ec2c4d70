// Every operation of the service, declared once: one row each. Everything else derives from
// this table (operation-types.ts): the operation ids, the client's typed methods with their
// identifiers and parameters, the data each answers, the emulator's routes and plan gates.
import type { Shape } from './decode';
import type { Access } from './plans';

export type ParamName =
  | 'bucket' | 'interval' | 'start' | 'end'
  | 'sort' | 'limit' | 'desc' | 'page' | 'filter'
  | 'term' | 'search_json' | 'name' | 'priority';

/**
 * How long an answer stays fresh. `fixed`: seconds after `generated`. `bucketed`: until the
 * next hour boundary after `generated` when the bucket is an hour (hourly points change
 * hourly), else `seconds`.
 */
export type Lifetime = { kind: 'fixed'; seconds: number } | { kind: 'bucketed'; seconds: number };

interface RowBase {
  /** Relative to the base address; each `{name}` is an identifier of identifiers.ts PATH_IDS. */
  path: `/public/${string}`;
  /** Query parameters the operation accepts, in the order they are sent. */
  params: readonly ParamName[];
  /** Those the method cannot be called without. */
  required?: readonly ParamName[];
  /** Those of which exactly one must be given. */
  oneOf?: readonly ParamName[];
  /** The largest `limit` the service takes (rows with `limit` must say). */
  maxLimit?: number;
  /** The decoder of the answer, which also names the data's type. */
  shape: Shape;
  /** Lowest plan access that includes this operation. */
  access: Access;
  /** Short name for logs, status and messages. */
  title: string;
}

interface ReadRow extends RowBase {
  lifetime: Lifetime;
  mutates?: undefined;
  invalidates?: undefined;
}

/** An operation that changes state on the service, although it is a GET (client.ts, handlingOf). */
interface MutationRow extends RowBase {
  mutates: true;
  lifetime?: undefined;
  /** Operations whose cached answers a success makes out of date (with the same identifiers). */
  invalidates: readonly string[];
}

export type OperationRow = ReadRow | MutationRow;

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const fixed = (seconds: number): Lifetime => ({ kind: 'fixed', seconds });
const bucketed = (seconds: number): Lifetime => ({ kind: 'bucketed', seconds });
const LIST = ['sort', 'limit', 'desc', 'page'] as const;
const COIN_LIST = [...LIST, 'filter'] as const;
const SERIES = ['bucket', 'interval', 'start', 'end'] as const;

const TABLE = {
  // 1-15 of the interface, in its order
  topicsList: { path: '/public/topics/list/v1', params: [], shape: 'topicList', access: 'limited', lifetime: fixed(5 * MIN), title: 'Trending topics' },
  topicWhatsup: { path: '/public/topic/{topic}/whatsup/v1', params: [], shape: 'whatsup', access: 'limited', lifetime: fixed(HOUR), title: "What's up" },
  topic: { path: '/public/topic/{topic}/v1', params: [], shape: 'topicSummary', access: 'limited', lifetime: fixed(10 * MIN), title: 'Topic summary' },
  topicTimeSeriesV2: { path: '/public/topic/{topic}/time-series/v2', params: ['bucket'], shape: 'timeSeries', access: 'limited', lifetime: bucketed(HOUR), title: 'Topic time series (v2)' },
  topicTimeSeries: { path: '/public/topic/{topic}/time-series/v1', params: SERIES, shape: 'timeSeries', access: 'all', lifetime: bucketed(HOUR), title: 'Topic time series' },
  topicPosts: { path: '/public/topic/{topic}/posts/v1', params: ['start', 'end'], shape: 'posts', access: 'limited', lifetime: fixed(10 * MIN), title: 'Topic posts' },
  topicNews: { path: '/public/topic/{topic}/news/v1', params: [], shape: 'posts', access: 'limited', lifetime: fixed(15 * MIN), title: 'Topic news' },
  topicCreators: { path: '/public/topic/{topic}/creators/v1', params: [], shape: 'creators', access: 'limited', lifetime: fixed(30 * MIN), title: 'Topic creators' },
  category: { path: '/public/category/{category}/v1', params: [], shape: 'categorySummary', access: 'limited', lifetime: fixed(10 * MIN), title: 'Category summary' },
  categoryTopics: { path: '/public/category/{category}/topics/v1', params: [], shape: 'categoryTopics', access: 'limited', lifetime: fixed(10 * MIN), title: 'Category topics' },
  categoryTimeSeries: { path: '/public/category/{category}/time-series/v1', params: SERIES, shape: 'timeSeries', access: 'all', lifetime: bucketed(HOUR), title: 'Category time series' },
  categoryPosts: { path: '/public/category/{category}/posts/v1', params: ['start', 'end'], shape: 'posts', access: 'limited', lifetime: fixed(10 * MIN), title: 'Category posts' },
  categoryNews: { path: '/public/category/{category}/news/v1', params: [], shape: 'posts', access: 'limited', lifetime: fixed(15 * MIN), title: 'Category news' },
  // the service rebuilds v1 hourly and `generated` says when: kept until the next rebuild
  coinsList: { path: '/public/coins/list/v1', params: COIN_LIST, maxLimit: 1000, shape: 'coinList', access: 'market', lifetime: fixed(HOUR), title: 'Coins (cached)' },
  categoryCreators: { path: '/public/category/{category}/creators/v1', params: [], shape: 'creators', access: 'limited', lifetime: fixed(30 * MIN), title: 'Category creators' },
  // beyond the summary (field notes)
  categoriesList: { path: '/public/categories/list/v1', params: [], shape: 'categoryList', access: 'limited', lifetime: fixed(10 * MIN), title: 'Categories' },
  coinsListV2: { path: '/public/coins/list/v2', params: COIN_LIST, maxLimit: 1000, shape: 'coinList', access: 'market', lifetime: fixed(MIN), title: 'Coins (live)' },
  coin: { path: '/public/coins/{coin}/v1', params: [], shape: 'coin', access: 'market', lifetime: fixed(MIN), title: 'Coin' },
  // "The whole reference" of the field notes: creators and posts, on paid plans (a creator's
  // series, with interval and range, is of the full time-series surface: Builder up)
  creatorsList: { path: '/public/creators/list/v1', params: [], shape: 'creatorList', access: 'limited', lifetime: fixed(30 * MIN), title: 'Creators' },
  creator: { path: '/public/creator/{creatorNetwork}/{creator}/v1', params: [], shape: 'creator', access: 'limited', lifetime: fixed(30 * MIN), title: 'Creator' },
  creatorTimeSeries: { path: '/public/creator/{creatorNetwork}/{creator}/time-series/v1', params: SERIES, shape: 'creatorSeries', access: 'all', lifetime: bucketed(HOUR), title: 'Creator time series' },
  creatorPosts: { path: '/public/creator/{creatorNetwork}/{creator}/posts/v1', params: ['start', 'end'], shape: 'posts', access: 'limited', lifetime: fixed(10 * MIN), title: 'Creator posts' },
  post: { path: '/public/posts/{postType}/{post}/v1', params: [], shape: 'post', access: 'limited', lifetime: fixed(10 * MIN), title: 'Post' },
  postTimeSeries: { path: '/public/posts/{postType}/{post}/time-series/v1', params: [], shape: 'timeSeries', access: 'limited', lifetime: bucketed(HOUR), title: 'Post time series' },
  // saved searches and searching (the create, update and delete change state although GETs)
  searchPosts: { path: '/public/searches/search', params: ['term', 'search_json'], oneOf: ['term', 'search_json'], shape: 'posts', access: 'limited', lifetime: fixed(5 * MIN), title: 'Search posts' },
  searchesList: { path: '/public/searches/list', params: [], shape: 'savedSearches', access: 'limited', lifetime: fixed(5 * MIN), title: 'Saved searches' },
  searchCreate: { path: '/public/searches/create', params: ['name', 'search_json', 'priority'], required: ['name', 'search_json'], shape: 'savedSearch', access: 'limited', mutates: true, invalidates: ['searchesList'], title: 'Saved search (create)' },
  // the service requires the terms with every update, changed or not
  searchUpdate: { path: '/public/searches/{slug}/update', params: ['name', 'search_json', 'priority'], required: ['search_json'], shape: 'savedSearch', access: 'limited', mutates: true, invalidates: ['searchesList', 'search'], title: 'Saved search (update)' },
  searchDelete: { path: '/public/searches/{slug}/delete', params: [], shape: 'searchDeletion', access: 'limited', mutates: true, invalidates: ['searchesList', 'search'], title: 'Saved search (delete)' },
  search: { path: '/public/searches/{slug}', params: [], shape: 'searchSummary', access: 'limited', lifetime: fixed(10 * MIN), title: 'Saved search' },
  // notices of changes to the data (of every asset, so on every plan)
  systemChanges: { path: '/public/system/changes', params: [], shape: 'systemChanges', access: 'market', lifetime: fixed(HOUR), title: 'Data changes' },
  // market data, on every plan
  coinTimeSeriesV2: { path: '/public/coins/{coin}/time-series/v2', params: SERIES, shape: 'timeSeries', access: 'market', lifetime: bucketed(HOUR), title: 'Coin time series' },
  coinMeta: { path: '/public/coins/{coin}/meta/v1', params: [], shape: 'coinMeta', access: 'market', lifetime: fixed(DAY), title: 'Coin meta' },
  stocksList: { path: '/public/stocks/list/v1', params: LIST, maxLimit: 100, shape: 'stockList', access: 'market', lifetime: fixed(HOUR), title: 'Stocks (cached)' },
  stocksListV2: { path: '/public/stocks/list/v2', params: LIST, maxLimit: 100, shape: 'stockList', access: 'market', lifetime: fixed(MIN), title: 'Stocks (live)' },
  stock: { path: '/public/stocks/{stock}/v1', params: [], shape: 'stock', access: 'market', lifetime: fixed(MIN), title: 'Stock' },
  stockTimeSeriesV2: { path: '/public/stocks/{stock}/time-series/v2', params: SERIES, shape: 'timeSeries', access: 'market', lifetime: bucketed(HOUR), title: 'Stock time series' },
  nftsList: { path: '/public/nfts/list/v1', params: LIST, maxLimit: 100, shape: 'nftList', access: 'market', lifetime: fixed(HOUR), title: 'NFT collections (cached)' },
  nftsListV2: { path: '/public/nfts/list/v2', params: LIST, maxLimit: 100, shape: 'nftList', access: 'market', lifetime: fixed(MIN), title: 'NFT collections (live)' },
  nft: { path: '/public/nfts/{nft}/v1', params: [], shape: 'nft', access: 'market', lifetime: fixed(MIN), title: 'NFT collection' },
  nftTimeSeriesV2: { path: '/public/nfts/{nft}/time-series/v2', params: SERIES, shape: 'timeSeries', access: 'market', lifetime: bucketed(HOUR), title: 'NFT time series' },
  nftTimeSeries: { path: '/public/nfts/{nft}/time-series/v1', params: [], shape: 'nftSeriesV1', access: 'market', lifetime: bucketed(HOUR), title: 'NFT time series (v1)' },
} as const satisfies Record<string, OperationRow>;

/** The table as written; types derive from it (operation-types.ts). */
export type OperationTable = typeof TABLE;
export type OperationId = keyof OperationTable;

/** One row with its id, as the client and the emulator read it at run time. */
export type Operation = OperationRow & { id: OperationId };

export const OPERATION_LIST: readonly Operation[] = (Object.keys(TABLE) as OperationId[]).map((id) => ({ ...TABLE[id], id }));

export const OPERATIONS: { readonly [K in OperationId]: OperationTable[K] & { id: K } } = Object.fromEntries(
  OPERATION_LIST.map((op) => [op.id, op]),
) as { [K in OperationId]: OperationTable[K] & { id: K } };

/** Path parameters named in an operation's template, in order, e.g. `['topic']`. */
export function pathParams(op: { path: string }): string[] {
  return [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

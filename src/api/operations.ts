// Every operation of the service, declared once. The client builds URLs and picks decoders,
// cache lifetimes and quota classes from this table; the emulator routes and gates by it.
import type { Access } from './plans';

export type ParamName =
  | 'bucket' | 'interval' | 'start' | 'end'
  | 'sort' | 'limit' | 'desc' | 'page' | 'filter';

/** The shape of `data`, naming the decoder that reads it. */
export type Shape =
  | 'topicList' | 'whatsup' | 'topicSummary' | 'timeSeries' | 'posts' | 'creators'
  | 'categorySummary' | 'categoryTopics' | 'categoryList' | 'coinList' | 'coin';

/**
 * How long an answer stays fresh. `fixed`: seconds after `generated`.
 * `hourly`/`bucketed`: until the next hour boundary after `generated` when the bucket is an
 * hour (hourly points change hourly), else `seconds`.
 */
export type Lifetime = { kind: 'fixed'; seconds: number } | { kind: 'bucketed'; seconds: number };

export interface Operation {
  id: OperationId;
  /** Path relative to the base address; `{topic}`, `{category}`, `{coin}` are path segments. */
  path: string;
  /** Optional query parameters the operation accepts. */
  params: readonly ParamName[];
  shape: Shape;
  /** Lowest plan access that includes this operation. */
  access: Access;
  lifetime: Lifetime;
  /** Short name for logs, status and menus. */
  title: string;
}

export type OperationId =
  | 'topicsList' | 'topicWhatsup' | 'topic' | 'topicTimeSeriesV2' | 'topicTimeSeries'
  | 'topicPosts' | 'topicNews' | 'topicCreators'
  | 'category' | 'categoryTopics' | 'categoryTimeSeries' | 'categoryPosts' | 'categoryNews'
  | 'coinsList' | 'categoryCreators' | 'categoriesList' | 'coinsListV2' | 'coin';

const LIST: readonly ParamName[] = ['sort', 'limit', 'desc', 'page', 'filter'];
const SERIES: readonly ParamName[] = ['bucket', 'interval', 'start', 'end'];
const MIN = 60;

const table: Operation[] = [
  // 1-15 of the interface, in its order
  { id: 'topicsList', path: '/public/topics/list/v1', params: [], shape: 'topicList', access: 'limited', lifetime: { kind: 'fixed', seconds: 5 * MIN }, title: 'Trending topics' },
  { id: 'topicWhatsup', path: '/public/topic/{topic}/whatsup/v1', params: [], shape: 'whatsup', access: 'limited', lifetime: { kind: 'fixed', seconds: 60 * MIN }, title: "What's up" },
  { id: 'topic', path: '/public/topic/{topic}/v1', params: [], shape: 'topicSummary', access: 'limited', lifetime: { kind: 'fixed', seconds: 10 * MIN }, title: 'Topic summary' },
  { id: 'topicTimeSeriesV2', path: '/public/topic/{topic}/time-series/v2', params: ['bucket'], shape: 'timeSeries', access: 'limited', lifetime: { kind: 'bucketed', seconds: 60 * MIN }, title: 'Topic time series (v2)' },
  { id: 'topicTimeSeries', path: '/public/topic/{topic}/time-series/v1', params: SERIES, shape: 'timeSeries', access: 'all', lifetime: { kind: 'bucketed', seconds: 60 * MIN }, title: 'Topic time series' },
  { id: 'topicPosts', path: '/public/topic/{topic}/posts/v1', params: ['start', 'end'], shape: 'posts', access: 'limited', lifetime: { kind: 'fixed', seconds: 10 * MIN }, title: 'Topic posts' },
  { id: 'topicNews', path: '/public/topic/{topic}/news/v1', params: [], shape: 'posts', access: 'limited', lifetime: { kind: 'fixed', seconds: 15 * MIN }, title: 'Topic news' },
  { id: 'topicCreators', path: '/public/topic/{topic}/creators/v1', params: [], shape: 'creators', access: 'limited', lifetime: { kind: 'fixed', seconds: 30 * MIN }, title: 'Topic creators' },
  { id: 'category', path: '/public/category/{category}/v1', params: [], shape: 'categorySummary', access: 'limited', lifetime: { kind: 'fixed', seconds: 10 * MIN }, title: 'Category summary' },
  { id: 'categoryTopics', path: '/public/category/{category}/topics/v1', params: [], shape: 'categoryTopics', access: 'limited', lifetime: { kind: 'fixed', seconds: 10 * MIN }, title: 'Category topics' },
  { id: 'categoryTimeSeries', path: '/public/category/{category}/time-series/v1', params: SERIES, shape: 'timeSeries', access: 'all', lifetime: { kind: 'bucketed', seconds: 60 * MIN }, title: 'Category time series' },
  { id: 'categoryPosts', path: '/public/category/{category}/posts/v1', params: ['start', 'end'], shape: 'posts', access: 'limited', lifetime: { kind: 'fixed', seconds: 10 * MIN }, title: 'Category posts' },
  { id: 'categoryNews', path: '/public/category/{category}/news/v1', params: [], shape: 'posts', access: 'limited', lifetime: { kind: 'fixed', seconds: 15 * MIN }, title: 'Category news' },
  // the service rebuilds v1 hourly and `generated` says when: kept until the next rebuild
  { id: 'coinsList', path: '/public/coins/list/v1', params: LIST, shape: 'coinList', access: 'market', lifetime: { kind: 'fixed', seconds: 60 * MIN }, title: 'Coins (cached)' },
  { id: 'categoryCreators', path: '/public/category/{category}/creators/v1', params: [], shape: 'creators', access: 'limited', lifetime: { kind: 'fixed', seconds: 30 * MIN }, title: 'Category creators' },
  // beyond the summary (field notes)
  { id: 'categoriesList', path: '/public/categories/list/v1', params: [], shape: 'categoryList', access: 'limited', lifetime: { kind: 'fixed', seconds: 10 * MIN }, title: 'Categories' },
  { id: 'coinsListV2', path: '/public/coins/list/v2', params: LIST, shape: 'coinList', access: 'market', lifetime: { kind: 'fixed', seconds: 1 * MIN }, title: 'Coins (live)' },
  { id: 'coin', path: '/public/coins/{coin}/v1', params: [], shape: 'coin', access: 'market', lifetime: { kind: 'fixed', seconds: 1 * MIN }, title: 'Coin' },
];

export const OPERATIONS: Readonly<Record<OperationId, Operation>> = Object.fromEntries(
  table.map((op) => [op.id, op]),
) as Record<OperationId, Operation>;

export const OPERATION_LIST: readonly Operation[] = table;

/** Path parameters named in an operation's template, e.g. `['topic']`. */
export function pathParams(op: Operation): string[] {
  return [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Markdown reference variant paths (relative to the markdown base address). */
export const REPORT_PATHS = {
  topic: '/topic/{topic}',
  category: '/category/{category}',
  creator: '/creator/{network}/{id}',
  post: '/post/{postType}/{id}',
} as const;

export const TIME_SERIES_INTERVALS = ['1d', '1w', '1m', '3m', '6m', '1y', 'all'] as const;
export type Interval = (typeof TIME_SERIES_INTERVALS)[number];
export const TIME_SERIES_BUCKETS = ['hour', 'day'] as const;
export type Bucket = (typeof TIME_SERIES_BUCKETS)[number];

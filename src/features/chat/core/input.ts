// Checks a tool's input (what a model sends may break the schema: VS Code validates it, other
// callers may not) into a typed request, or says in one sentence what to change. Pure.
import { isOneOf, type Bucket, type CreatorNetwork, type Interval } from '../../../service/api/values';
import {
  COIN_ONLY_SORTS, COMPARE_METRICS, CREATOR_NETWORKS, FEED_KINDS, MARKET_ASSETS, MARKET_SORTS, REPORT_KINDS, SERIES_KINDS,
  SERIES_METRICS, TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS, TOPIC_PARTS,
  type CompareMetric, type FeedKind, type MarketAsset, type MarketSort, type ReportKind, type SeriesMetric, type ToolId, type TopicPart,
} from './specs';
import { Bad, bool, identifier, int, listOf, oneOf, text, topicName, type Obj } from './tools/read';

export interface TrendingInput { limit: number }
export interface TopicInput { topic: string; include: TopicPart[] }
export interface SeriesInput {
  kind: 'topic' | 'category';
  name: string;
  metrics: SeriesMetric[];
  bucket: Bucket;
  /** Undefined: the last week (src/shared/queries/series.ts asks it as the panels do: v1 on Builder, v2 below). */
  interval?: Interval;
  maxRows: number;
}
export interface FeedInput { topic: string; kind: FeedKind; limit: number }
export interface CategoryInput { category?: string; includeTopics: boolean; limit: number }
export interface MarketInput { asset: MarketAsset; sort: MarketSort; desc: boolean; filter?: string; limit: number; live: boolean }
export interface CreatorInput { network: CreatorNetwork; creator: string; includePosts: boolean; limit: number }
export interface CompareInput { topics: string[]; metrics: CompareMetric[]; withSeries: boolean }
export interface ReportInput { kind: ReportKind; id: string; network?: string; maxChars: number }

export interface Inputs {
  trending: TrendingInput;
  topic: TopicInput;
  series: SeriesInput;
  feed: FeedInput;
  category: CategoryInput;
  market: MarketInput;
  creator: CreatorInput;
  compare: CompareInput;
  report: ReportInput;
}

export type Checked<T> = { ok: T } | { problem: string };

const CHECKS: { [K in ToolId]: (o: Obj) => Inputs[K] } = {
  trending: (o) => ({ limit: int(o, 'limit', 1, 50, 10) }),
  topic: (o) => ({ topic: topicName(text(o, 'topic', 'a topic name such as "bitcoin" or "ai"')), include: listOf(o, 'include', TOPIC_PARTS, TOPIC_PARTS, 2) }),
  series: (o) => {
    const kind = oneOf(o, 'kind', SERIES_KINDS, 'topic');
    const raw = text(o, 'name', `the ${kind}'s name`);
    const interval = o.interval === undefined || o.interval === null || o.interval === '' ? undefined : oneOf(o, 'interval', TIME_SERIES_INTERVALS);
    return {
      kind,
      name: kind === 'topic' ? topicName(raw, 'name') : identifier('category', raw, 'name'),
      metrics: listOf(o, 'metrics', SERIES_METRICS, ['interactions', 'posts_active', 'sentiment'], 6),
      bucket: oneOf(o, 'bucket', TIME_SERIES_BUCKETS, 'day'),
      interval,
      maxRows: int(o, 'maxRows', 1, 60, 14),
    };
  },
  feed: (o) => ({
    topic: topicName(text(o, 'topic', 'a topic name')),
    kind: oneOf(o, 'kind', FEED_KINDS, 'posts'),
    limit: int(o, 'limit', 1, 25, 10),
  }),
  category: (o) => ({
    category: o.category === undefined || o.category === null || o.category === '' ? undefined : identifier('category', text(o, 'category', 'a category name'), 'category'),
    includeTopics: bool(o, 'includeTopics', true),
    limit: int(o, 'limit', 1, 50, 10),
  }),
  market: (o) => {
    const asset = oneOf(o, 'asset', MARKET_ASSETS, 'coins');
    const sort = oneOf(o, 'sort', MARKET_SORTS, asset === 'coins' ? 'market_cap' : 'market_cap_rank');
    if (asset === 'stocks' && COIN_ONLY_SORTS.includes(sort)) throw new Bad(`Stocks cannot be sorted by ${sort}; use one of ${MARKET_SORTS.filter((s) => !COIN_ONLY_SORTS.includes(s)).join(', ')}.`);
    const filterGiven = typeof o.filter === 'string' && o.filter.trim() !== '';
    if (filterGiven && asset === 'stocks') throw new Bad('"filter" applies to coins only (a sector such as "defi", "layer-1" or "meme").');
    const filter = filterGiven ? (o.filter as string).trim().toLowerCase() : undefined;
    if (filter !== undefined && !/^[a-z0-9 _-]{1,40}$/.test(filter)) throw new Bad('"filter" is a sector name such as "defi": letters, numbers, spaces, - and _.');
    return {
      asset, sort, desc: bool(o, 'desc', !['market_cap_rank', 'alt_rank'].includes(sort)), filter,
      limit: int(o, 'limit', 1, 50, 10), live: bool(o, 'live', false),
    };
  },
  creator: (o) => ({
    network: oneOf(o, 'network', CREATOR_NETWORKS),
    creator: identifier('creator', text(o, 'creator', "the creator's screen name or id"), 'creator'),
    includePosts: bool(o, 'includePosts', false),
    limit: int(o, 'limit', 1, 25, 5),
  }),
  compare: (o) => {
    const v = o.topics;
    const items = typeof v === 'string' ? v.split(',') : v;
    if (!Array.isArray(items)) throw new Bad('"topics" is required: a list of 2 to 5 topic names.');
    const topics: string[] = [];
    for (const item of items) {
      if (typeof item !== 'string' || !item.trim()) throw new Bad('"topics" holds topic names (text).');
      const t = topicName(item, 'topics');
      if (!topics.includes(t)) topics.push(t);
    }
    if (topics.length < 2 || topics.length > 5) throw new Bad(`"topics" must name 2 to 5 different topics (got ${topics.length}).`);
    return { topics, metrics: listOf(o, 'metrics', COMPARE_METRICS, COMPARE_METRICS, COMPARE_METRICS.length), withSeries: bool(o, 'withSeries', false) };
  },
  report: (o) => {
    const kind = oneOf(o, 'kind', REPORT_KINDS, 'topic');
    const raw = text(o, 'id', `the ${kind}'s name or id`);
    const maxChars = int(o, 'maxChars', 500, 20000, 6000);
    if (kind === 'topic') return { kind, id: topicName(raw, 'id'), maxChars };
    if (kind === 'category') return { kind, id: identifier('category', raw, 'id'), maxChars };
    const network = text(o, 'network', kind === 'creator' ? `the creator's network: ${CREATOR_NETWORKS.join(', ')}` : 'the post type, such as tweet, youtube-video or news');
    if (kind === 'creator') {
      const n = network.toLowerCase();
      if (!isOneOf(CREATOR_NETWORKS, n)) throw new Bad(`"network" must be one of ${CREATOR_NETWORKS.join(', ')}.`);
      return { kind, id: identifier('creator', raw, 'id'), network: n, maxChars };
    }
    return { kind, id: identifier('post', raw, 'id'), network: identifier('postType', network, 'network'), maxChars };
  },
};

export function checkInput<K extends ToolId>(id: K, input: unknown): Checked<Inputs[K]> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    if (input !== undefined && input !== null) return { problem: 'The input must be a JSON object.' };
  }
  try {
    return { ok: CHECKS[id]((input ?? {}) as Obj) as Inputs[K] };
  } catch (e) {
    if (e instanceof Bad) return { problem: e.message };
    throw e;
  }
}

// What each section asks the client for. No `vscode` here: the panel passes its cancellation
// and receives each answer (or each page of coins) through `emit`.
import type { RequestOptions, SocialApi } from '../api/service';
import type { Answer, TimeSeriesPoint } from '../api/types';
import type { ItemRef } from '../items';
import { metaOf } from '../protocol/answerMeta';
import type { AnswerMeta, LoadMessage, SectionData } from '../protocol/messages';
import type { PostsQuery, QueriedSection, SectionId, SectionQueries, SeriesQuery, ViewKind } from '../protocol/views';
import { fetchReport } from '../reports/fetch';
import { isServiceError } from '../api/errors';
import { OPERATIONS } from '../api/operations';
import { fetchMarketSeries, fetchMeta, fetchQuote, loadPages } from './marketLoaders';
import { creatorPosts, creatorSeries, loadChanges, loadPost, loadProfile, loadSearch, postSeries } from './peopleLoaders';

export const COINS_PAGE_SIZE = OPERATIONS.coinsList.maxLimit;
/** 30,000 coins: far above the several thousand the service tracks; stops a runaway loop. */
const MAX_COIN_PAGES = 30;
/** Stocks and NFT collections come 100 a page: 5,000 is far above the several hundred of each. */
const MAX_MARKET_PAGES = 50;

export type Emit = <S extends keyof SectionData>(section: S, data: SectionData[S], meta: AnswerMeta) => void;

export interface LoadContext {
  client: SocialApi;
  view: ViewKind;
  /** topic or category identifier (unused by the coins table) */
  subject: string;
  /** The panel's item (a report's subject). */
  ref: ItemRef;
  options: RequestOptions;
  /** Whether the plan includes social data (Hobby does not): market panels link to it only then. */
  socialData: boolean;
  emit: Emit;
  /** Progress of a many-request load, e.g. "2,000 of 6,700 coins". */
  progress(text: string): void;
}

async function loadSeries(ctx: LoadContext, query: SeriesQuery): Promise<void> {
  const { client, subject, options } = ctx;
  if (ctx.view === 'market') {
    const r = await fetchMarketSeries(client, ctx.ref, query, options);
    return ctx.emit('series', r.data, r.meta);
  }
  const params = query.interval ? { bucket: query.bucket, interval: query.interval }
    : { bucket: query.bucket, start: query.start, end: query.end };
  let answer: Answer<TimeSeriesPoint[]>;
  let note: string | undefined;
  if (ctx.view === 'category') {
    answer = await client.categoryTimeSeries(subject, params, options);
  } else {
    try {
      answer = await client.topicTimeSeries(subject, params, options);
    } catch (e) {
      // v1 (intervals, ranges) needs the Builder plan; v2 gives lower plans the last week
      if (!isServiceError(e) || e.kind !== 'plan') throw e;
      answer = await client.topicTimeSeriesV2(subject, { bucket: query.bucket }, options);
      note = 'Your plan includes only the last week of this series (by hour or day); longer intervals and custom ranges need the Builder plan.';
    }
  }
  const data: SectionData['series'] = { points: answer.data, query };
  if (typeof answer.config.bucket === 'string') data.bucket = answer.config.bucket;
  if (note) data.note = note;
  ctx.emit('series', data, metaOf(answer));
}

/**
 * A table shows its first page's rows; the pages after it add rows below the screen, so when
 * the quota is short they wait like a section out of view (background work stays background).
 */
function pageOptions(options: RequestOptions, page: number): RequestOptions {
  return page === 0 || options.priority === 'background' ? options : { ...options, priority: 'offscreen' };
}

function loadCoins(ctx: LoadContext, source: 'v1' | 'v2'): Promise<void> {
  return loadPages({
    pageSize: COINS_PAGE_SIZE,
    maxPages: MAX_COIN_PAGES,
    noun: 'coins',
    fetch: (page) => {
      const params = { limit: COINS_PAGE_SIZE, page };
      const options = pageOptions(ctx.options, page);
      return source === 'v2' ? ctx.client.coinsListV2(params, options) : ctx.client.coinsList(params, options);
    },
    emit: ({ rows, ...page }, meta) => ctx.emit('coins', { coins: rows, source, ...page }, meta),
    progress: ctx.progress,
  });
}

/** Stocks and NFT collections alike: the largest `limit` their lists take (100). */
const MARKET_PAGE_SIZE = OPERATIONS.stocksList.maxLimit;

/** The paging of the stocks or NFT table; the caller adds how a page is asked for and shown. */
function marketPaging(ctx: Pick<LoadContext, 'progress'>, noun: string): { pageSize: number; maxPages: number; noun: string; progress(text: string): void } {
  return { pageSize: MARKET_PAGE_SIZE, maxPages: MAX_MARKET_PAGES, noun, progress: ctx.progress };
}

type QueryOf<S extends SectionId> = S extends QueriedSection ? SectionQueries[S] : undefined;

/** How one section loads, given the query its load message carries (if its kind has one). */
type SectionLoader<S extends SectionId> = (ctx: LoadContext, query: QueryOf<S>) => Promise<void>;

/** Topic and category panels share their sections; the service has an operation for each. */
function social<T>(topic: (c: SocialApi, subject: string, o: RequestOptions) => Promise<T>,
  category: (c: SocialApi, subject: string, o: RequestOptions) => Promise<T>) {
  return (ctx: LoadContext): Promise<T> => (ctx.view === 'topic' ? topic : category)(ctx.client, ctx.subject, ctx.options);
}

const summaryOf = social((c, s, o) => c.topic(s, o), (c, s, o) => c.category(s, o));
const newsOf = social((c, s, o) => c.topicNews(s, o), (c, s, o) => c.categoryNews(s, o));
const creatorsOf = social((c, s, o) => c.topicCreators(s, o), (c, s, o) => c.categoryCreators(s, o));

/** A series is the item's own: a creator's, a post's, or a topic's, category's or asset's. */
function seriesOfView(ctx: LoadContext, query: SeriesQuery): Promise<void> {
  switch (ctx.view) {
    case 'creator': return creatorSeries(ctx, query);
    case 'post': return postSeries(ctx, query);
    default: return loadSeries(ctx, query);
  }
}

async function postsOfView(ctx: LoadContext, query: PostsQuery): Promise<void> {
  if (ctx.view === 'creator') return creatorPosts(ctx, query);
  const { client, subject, options } = ctx;
  const range = query.start === undefined ? {} : { start: query.start, end: query.end };
  const a = ctx.view === 'topic' ? await client.topicPosts(subject, range, options) : await client.categoryPosts(subject, range, options);
  ctx.emit('posts', { posts: a.data, query }, metaOf(a));
}

/** Every section's loader, in one table: a new SectionId does not compile without its entry. */
const LOADERS: { readonly [S in SectionId]: SectionLoader<S> } = {
  summary: async (ctx) => {
    const a = await summaryOf(ctx);
    ctx.emit('summary', a.data, metaOf(a));
  },
  rank: async ({ client, subject, options, emit }) => {
    // the summary has no earlier ranks; the trending list (usually cached for the tree) does
    const a = await client.topicsList({ ...options, priority: 'background' });
    const item = a.data.find((t) => t.topic.toLowerCase() === subject.toLowerCase());
    emit('rank', {
      rank: item?.topic_rank, previous1h: item?.topic_rank_1h_previous, previous24h: item?.topic_rank_24h_previous,
    }, metaOf(a));
  },
  whatsup: async ({ client, subject, options, emit }) => {
    const a = await client.topicWhatsup(subject, options);
    emit('whatsup', a.data, metaOf(a));
  },
  series: seriesOfView,
  posts: postsOfView,
  news: async (ctx) => {
    const a = await newsOf(ctx);
    ctx.emit('news', a.data, metaOf(a));
  },
  creators: async (ctx) => {
    const a = await creatorsOf(ctx);
    ctx.emit('creators', a.data, metaOf(a));
  },
  topics: async ({ client, subject, options, emit }) => {
    const a = await client.categoryTopics(subject, options);
    emit('topics', a.data, metaOf(a));
  },
  coins: (ctx, query) => loadCoins(ctx, query.source),
  stocks: ({ client, options, emit, ...ctx }, { source }) => loadPages({
    ...marketPaging(ctx, 'stocks'),
    fetch: (page) => (source === 'v2' ? client.stocksListV2({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))
      : client.stocksList({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))),
    emit: (page, meta) => emit('stocks', { ...page, source }, meta),
  }),
  nfts: ({ client, options, emit, ...ctx }, { source }) => loadPages({
    ...marketPaging(ctx, 'NFT collections'),
    fetch: (page) => (source === 'v2' ? client.nftsListV2({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))
      : client.nftsList({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))),
    emit: (page, meta) => emit('nfts', { ...page, source }, meta),
  }),
  quote: async (ctx) => {
    const r = await fetchQuote(ctx.client, ctx.ref, ctx.options, ctx.socialData);
    ctx.emit('quote', r.data, r.meta);
  },
  meta: async (ctx) => {
    const r = await fetchMeta(ctx.client, ctx.ref, ctx.options);
    ctx.emit('meta', r.data, r.meta);
  },
  report: async (ctx, query) => {
    const r = await fetchReport({ client: ctx.client, ref: ctx.ref, format: query.format, options: ctx.options });
    ctx.emit('report', r.data, r.meta);
  },
  profile: loadProfile,
  post: loadPost,
  search: loadSearch,
  changes: loadChanges,
  // its own provider loads it (src/compare), and the host refuses it to any other view
  compare: () => Promise.reject(new Error('the comparison is loaded by the compare panel')),
};

export function loadSection(ctx: LoadContext, msg: LoadMessage): Promise<void> {
  // the loader of this very section: TypeScript cannot pair a union's member with its entry
  const load = LOADERS[msg.section] as (ctx: LoadContext, query: unknown) => Promise<void>;
  return load(ctx, 'query' in msg ? msg.query : undefined);
}

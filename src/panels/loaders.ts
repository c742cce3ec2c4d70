// What each section asks the client for. No `vscode` here: the panel passes its cancellation
// and receives each answer (or each page of coins) through `emit`.
import type { RequestOptions, SocialApi } from '../api/service';
import type { Answer, TimeSeriesPoint } from '../api/types';
import type { ItemRef } from '../items';
import { metaOf } from '../protocol/answerMeta';
import type { AnswerMeta, LoadMessage, SectionData } from '../protocol/messages';
import type { SeriesQuery, ViewKind } from '../protocol/views';
import { fetchReport } from '../queries/report';
import { isServiceError } from '../api/errors';
import { OPERATIONS } from '../api/operations';
import { fetchMarketSeries, fetchMeta, fetchQuote, loadPages } from '../queries/market';
import { loadPeopleSection } from './peopleLoaders';

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
  /** The data API's address, named as the source of a locally built report. */
  baseUrl: string;
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
function marketPaging(ctx: LoadContext, noun: string): { pageSize: number; maxPages: number; noun: string; progress(text: string): void } {
  return { pageSize: MARKET_PAGE_SIZE, maxPages: MAX_MARKET_PAGES, noun, progress: ctx.progress };
}

export async function loadSection(ctx: LoadContext, msg: LoadMessage): Promise<void> {
  if (await loadPeopleSection(ctx, ctx.view, msg)) return;
  const { client, subject, options, emit } = ctx;
  const topic = ctx.view === 'topic';
  switch (msg.section) {
    case 'summary': {
      const a = topic ? await client.topic(subject, options) : await client.category(subject, options);
      return emit('summary', a.data, metaOf(a));
    }
    case 'rank': {
      // the summary has no earlier ranks; the trending list (usually cached for the tree) does
      const a = await client.topicsList({ ...options, priority: 'background' });
      const item = a.data.find((t) => t.topic.toLowerCase() === subject.toLowerCase());
      return emit('rank', {
        rank: item?.topic_rank, previous1h: item?.topic_rank_1h_previous, previous24h: item?.topic_rank_24h_previous,
      }, metaOf(a));
    }
    case 'whatsup': {
      const a = await client.topicWhatsup(subject, options);
      return emit('whatsup', a.data, metaOf(a));
    }
    case 'series':
      return loadSeries(ctx, msg.query);
    case 'posts': {
      const range = msg.query.start === undefined ? {} : { start: msg.query.start, end: msg.query.end };
      const a = topic ? await client.topicPosts(subject, range, options) : await client.categoryPosts(subject, range, options);
      return emit('posts', { posts: a.data, query: msg.query }, metaOf(a));
    }
    case 'news': {
      const a = topic ? await client.topicNews(subject, options) : await client.categoryNews(subject, options);
      return emit('news', a.data, metaOf(a));
    }
    case 'creators': {
      const a = topic ? await client.topicCreators(subject, options) : await client.categoryCreators(subject, options);
      return emit('creators', a.data, metaOf(a));
    }
    case 'topics': {
      const a = await client.categoryTopics(subject, options);
      return emit('topics', a.data, metaOf(a));
    }
    case 'coins':
      return loadCoins(ctx, msg.query.source);
    case 'stocks': {
      const { source } = msg.query;
      return loadPages({
        ...marketPaging(ctx, 'stocks'),
        fetch: (page) => (source === 'v2' ? client.stocksListV2({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))
          : client.stocksList({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))),
        emit: (page, meta) => emit('stocks', { ...page, source }, meta),
      });
    }
    case 'nfts': {
      const { source } = msg.query;
      return loadPages({
        ...marketPaging(ctx, 'NFT collections'),
        fetch: (page) => (source === 'v2' ? client.nftsListV2({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))
          : client.nftsList({ limit: MARKET_PAGE_SIZE, page }, pageOptions(options, page))),
        emit: (page, meta) => emit('nfts', { ...page, source }, meta),
      });
    }
    case 'quote': {
      const r = await fetchQuote(client, ctx.ref, options, ctx.socialData);
      return emit('quote', r.data, r.meta);
    }
    case 'meta': {
      const r = await fetchMeta(client, ctx.ref, options);
      return emit('meta', r.data, r.meta);
    }
    case 'report': {
      const r = await fetchReport({ client, ref: ctx.ref, format: msg.query.format, options, baseUrl: ctx.baseUrl });
      return emit('report', r.data, r.meta);
    }
  }
}

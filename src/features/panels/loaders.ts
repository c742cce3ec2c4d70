// What each section asks the client for. No `vscode` here: the panel passes its cancellation
// and receives each answer (or each page of coins) through `emit`.
import type { RequestOptions, SocialApi } from '../../service/api/service';
import type { ItemRef } from '../../shared/items';
import { metaOf } from '../../shared/queries/answerMeta';
import type { AnswerMeta, ListProgress, LoadMessage, SectionData } from '../../shared/protocol/messages';
import type { PostsQuery, QueriedSection, SectionId, SectionQueries, SeriesQuery, ViewKind } from '../../shared/protocol/views';
import { fetchFixedSeries, fetchMeta, fetchQuote, lacksCurrency, quoteWithPageCurrency } from './core/market';
import { loadMarketList } from '../../shared/queries/marketPages';
import { fetchReport } from '../../shared/queries/report';
import { fetchSeries, type SeriesSubject } from '../../shared/queries/series';
import { creatorPosts, creatorSeries, loadChanges, loadPost, loadProfile, loadSearch, postSeries } from './peopleLoaders';

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
  /** Progress of a many-request load, e.g. 2,000 of 6,700 coins. */
  progress(progress: ListProgress): void;
}

/** The panel's item as a series subject: a market panel's asset, else the topic or category. */
function seriesSubject(ctx: LoadContext): SeriesSubject {
  if (ctx.view !== 'market') return { kind: ctx.view === 'category' ? 'category' : 'topic', id: ctx.subject };
  const { kind, id } = ctx.ref;
  if (kind === 'coin' || kind === 'stock' || kind === 'nft') return { kind, id };
  throw new Error(`a market panel cannot show the ${kind} ${id}`);
}

async function loadSeries(ctx: LoadContext, query: SeriesQuery): Promise<void> {
  if (query.fixed) {
    const r = await fetchFixedSeries(ctx.client, ctx.ref, query, ctx.options);
    return ctx.emit('series', r.data, r.meta);
  }
  const { answer, note } = await fetchSeries(ctx.client, seriesSubject(ctx), query, ctx.options);
  const data: SectionData['series'] = { points: answer.data, query };
  if (typeof answer.config.bucket === 'string') data.bucket = answer.config.bucket;
  if (note) data.note = note;
  ctx.emit('series', data, metaOf(answer));
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
  coins: ({ client, options, emit, progress }, { source }) =>
    loadMarketList(client, 'coins', source, options, { emit: ({ rows, ...page }, meta) => emit('coins', { coins: rows, source, ...page }, meta), progress }),
  stocks: ({ client, options, emit, progress }, { source }) =>
    loadMarketList(client, 'stocks', source, options, { emit: (page, meta) => emit('stocks', { ...page, source }, meta), progress }),
  nfts: ({ client, options, emit, progress }, { source }) =>
    loadMarketList(client, 'nfts', source, options, { emit: (page, meta) => emit('nfts', { ...page, source }, meta), progress }),
  quote: async (ctx) => {
    const r = await fetchQuote(ctx.client, ctx.ref, ctx.options, ctx.socialData);
    ctx.emit('quote', r.data, r.meta);
    // an NFT collection's currency follows when the list's page arrives: it holds back neither the
    // figures nor a Refresh, and a page refused (quota) or cancelled leaves the words
    if (lacksCurrency(r.data)) {
      void quoteWithPageCurrency(ctx.client, ctx.ref, r.data, ctx.options.signal)
        .then((q) => q && ctx.emit('quote', q, r.meta))
        .catch(() => undefined);
    }
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
  // its own provider loads it (src/features/compare), and the host refuses it to any other view
  compare: () => Promise.reject(new Error('the comparison is loaded by the compare panel')),
  backtest: () => Promise.reject(new Error('the backtest is loaded by the alerts\' backtest panel')),
};

export function loadSection(ctx: LoadContext, msg: LoadMessage): Promise<void> {
  // the loader of this very section: TypeScript cannot pair a union's member with its entry
  const load = LOADERS[msg.section] as (ctx: LoadContext, query: unknown) => Promise<void>;
  return load(ctx, 'query' in msg ? msg.query : undefined);
}

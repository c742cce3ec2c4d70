// What each section asks the client for. No `vscode` here: the panel passes its cancellation
// and receives each answer (or each page of coins) through `emit`.
import type { RequestOptions, SocialApi } from '../api/service';
import type { ItemRef } from '../items';
import { metaOf } from '../protocol/answerMeta';
import type { AnswerMeta, LoadMessage, SectionData } from '../protocol/messages';
import type { SeriesQuery, ViewKind } from '../protocol/views';
import { fetchReport } from '../queries/report';
import { fetchFixedSeries, fetchMeta, fetchQuote } from '../queries/market';
import { loadMarketList } from '../queries/marketPages';
import { fetchSeries, type SeriesSubject } from '../queries/series';
import { loadPeopleSection } from './peopleLoaders';

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
    case 'coins': {
      const { source } = msg.query;
      return loadMarketList(client, 'coins', source, options, { emit: ({ rows, ...page }, meta) => emit('coins', { coins: rows, source, ...page }, meta), progress: ctx.progress });
    }
    case 'stocks': {
      const { source } = msg.query;
      return loadMarketList(client, 'stocks', source, options, { emit: (page, meta) => emit('stocks', { ...page, source }, meta), progress: ctx.progress });
    }
    case 'nfts': {
      const { source } = msg.query;
      return loadMarketList(client, 'nfts', source, options, { emit: (page, meta) => emit('nfts', { ...page, source }, meta), progress: ctx.progress });
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

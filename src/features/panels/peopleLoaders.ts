// What the creator, post and saved-search panels' sections ask the client for, and the notice of
// recent data changes a panel shows beside its chart. No `vscode` here (see loaders.ts).
import { isPlanRefusal, ServiceError } from '../../service/api/errors';
import type { RequestOptions, SocialApi } from '../../service/api/service';
import type { CreatorNetwork } from '../../service/api/values';
import { recentChanges } from '../../shared/queries/changes';
import { creatorParts, postParts, searchTermOf, type CreatorParts, type ItemRef, type PostParts } from '../../shared/items';
import { metaOf } from '../../shared/queries/answerMeta';
import * as l10n from '../../shared/format/l10n';
import type { AnswerMeta, SectionData } from '../../shared/protocol/messages';
import type { PostsQuery, SeriesQuery } from '../../shared/protocol/views';

/** What these loaders need of the panel's LoadContext. */
export interface PeopleLoad {
  client: SocialApi;
  ref: ItemRef;
  options: RequestOptions;
  emit: <S extends keyof SectionData>(section: S, data: SectionData[S], meta: AnswerMeta) => void;
}

function creatorOf(ref: ItemRef): CreatorParts & { network: CreatorNetwork } {
  const parts = creatorParts(ref);
  if (!parts) throw new ServiceError('invalid-input', l10n.t('"{0}" is not a creator (network::name).', ref.id));
  return parts as CreatorParts & { network: CreatorNetwork };
}

function postOf(ref: ItemRef): PostParts {
  const parts = postParts(ref);
  if (!parts) throw new ServiceError('invalid-input', l10n.t('"{0}" is not a post (type::id).', ref.id));
  return parts;
}

export async function creatorSeries(ctx: PeopleLoad, query: SeriesQuery): Promise<void> {
  const { network, id } = creatorOf(ctx.ref);
  const params = query.interval ? { bucket: query.bucket, interval: query.interval }
    : { bucket: query.bucket, start: query.start, end: query.end };
  try {
    const a = await ctx.client.creatorTimeSeries(network, id, params, ctx.options);
    const data: SectionData['series'] = { points: a.data, query };
    if (typeof a.config.bucket === 'string') data.bucket = a.config.bucket;
    ctx.emit('series', data, metaOf(a));
  } catch (e) {
    // unlike a topic's, a creator's series has no shorter v2 for lower plans
    if (isPlanRefusal(e)) {
      throw new ServiceError('plan', l10n.t('A creator\'s chart needs the Builder plan or higher. {0}', e.message), { status: e.status });
    }
    throw e;
  }
}

export async function postSeries(ctx: PeopleLoad, query: SeriesQuery): Promise<void> {
  const { type, id } = postOf(ctx.ref);
  const a = await ctx.client.postTimeSeries(type, id, ctx.options);
  ctx.emit('series', { points: a.data, query, note: l10n.t('Hourly, or daily for posts over a year old.') }, metaOf(a));
}

export async function creatorPosts(ctx: PeopleLoad, query: PostsQuery): Promise<void> {
  const { network, id } = creatorOf(ctx.ref);
  const range = query.start === undefined ? {} : { start: query.start, end: query.end };
  const a = await ctx.client.creatorPosts(network, id, range, ctx.options);
  ctx.emit('posts', { posts: a.data, query }, metaOf(a));
}

export async function loadSearch(ctx: PeopleLoad): Promise<void> {
  const term = searchTermOf(ctx.ref);
  if (term !== undefined) {
    const a = await ctx.client.searchPosts({ term }, ctx.options);
    return ctx.emit('search', { term, posts: a.data }, metaOf(a));
  }
  const a = await ctx.client.search(ctx.ref.id, ctx.options);
  return ctx.emit('search', { summary: a.data, posts: a.data.posts }, metaOf(a));
}

export async function loadChanges(ctx: PeopleLoad): Promise<void> {
  // one answer for every panel: the client's cache holds it for its lifetime
  const a = await ctx.client.systemChanges({ ...ctx.options, priority: 'background' });
  ctx.emit('changes', { changes: recentChanges(a.data, ctx.ref, Math.floor(Date.now() / 1000)) }, metaOf(a));
}

export async function loadProfile(ctx: PeopleLoad): Promise<void> {
  const { network, id } = creatorOf(ctx.ref);
  const a = await ctx.client.creator(network, id, ctx.options);
  ctx.emit('profile', a.data, metaOf(a));
}

export async function loadPost(ctx: PeopleLoad): Promise<void> {
  const { type, id } = postOf(ctx.ref);
  const a = await ctx.client.post(type, id, ctx.options);
  ctx.emit('post', a.data, metaOf(a));
}

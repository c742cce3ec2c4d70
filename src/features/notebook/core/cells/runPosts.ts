// `creator twitter/elonmusk posts 7d`, `topic bitcoin posts`, `search "etf approval"`: a table of posts.
import * as l10n from '../../../../shared/format/l10n';
import type { RequestOptions } from '../../../../service/api/service';
import type { Post } from '../../../../service/api/types';
import { CREATOR_NETWORKS, isOneOf } from '../../../../service/api/values';
import { creatorParts, describeRef, type ItemRef } from '../../../../shared/items';
import type { CellTable } from '../../../../shared/protocol/cellOutput';
import { networkLabel } from '../../../../shared/format/networks';
import { safeLinkUrl } from '../../../../shared/protocol/display';
import { column, figureColumn, tableOf, text, type ColumnDef } from './table';
import type { Tally } from './tally';
import type { CellClient } from './types';

const DAY = 86400;

/** A table of posts: its columns, their labels looked up when a cell runs (in the person's language). */
function postColumns(): ColumnDef<Post>[] {
  return [
    column<Post>('created', l10n.t('Created'), 'time', (p) => p.post_created),
    column<Post>('network', l10n.t('Network'), 'text', (p) => text(networkLabel(p.post_type))),
    column<Post>('title', l10n.t('Title'), 'text', (p) => text(p.post_title)),
    column<Post>('creator', l10n.t('Creator'), 'text', (p) => text(p.creator_display_name || p.creator_name)),
    figureColumn<Post>('followers', (p) => p.creator_followers, 'creator_followers'),
    figureColumn<Post>('interactions_24h', (p) => p.interactions_24h),
    figureColumn<Post>('interactions_total', (p) => p.interactions_total),
    figureColumn<Post>('post_sentiment', (p) => p.post_sentiment, 'sentiment'),
    // only web addresses: a post's link is service text, and a javascript: one must never become a link
    column<Post>('link', l10n.t('Link'), 'link', (p) => text(safeLinkUrl(p.post_link))),
  ];
}

/**
 * The start of `days` whole days back: the service rounds a range to days, so one day's runs ask
 * the same address and share a cache entry. A single day asks no range: the last 24 hours.
 */
export function postsStart(days: number, nowSeconds: number): number | undefined {
  return days <= 1 ? undefined : Math.floor((nowSeconds - days * DAY) / DAY) * DAY;
}

export async function runPosts(client: CellClient, ref: ItemRef, days: number, nowSeconds: number, options: RequestOptions, tally: Tally): Promise<CellTable> {
  const start = postsStart(days, nowSeconds);
  const params = start === undefined ? {} : { start };
  let posts: Post[];
  if (ref.kind === 'creator') {
    const parts = creatorParts(ref);
    if (!parts || !isOneOf(CREATOR_NETWORKS, parts.network)) throw new Error(l10n.t('{0} names no network', describeRef(ref)));
    posts = tally.answer(await client.creatorPosts(parts.network, parts.id, params, options)).data;
  } else if (ref.kind === 'category') {
    posts = tally.answer(await client.categoryPosts(ref.id, params, options)).data;
  } else {
    posts = tally.answer(await client.topicPosts(ref.id, params, options)).data;
  }
  return tableOf(posts, postColumns());
}

export async function runSearch(client: CellClient, term: string, options: RequestOptions, tally: Tally): Promise<CellTable> {
  return tableOf(tally.answer(await client.searchPosts({ term }, options)).data, postColumns());
}

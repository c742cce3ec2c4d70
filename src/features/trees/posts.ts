// Leaves under a topic or category: posts, news and creators, and the lazy groups that hold them.
import * as l10n from '../../shared/format/l10n';
import type { Answer, Creator, Post } from '../../service/api/types';
import { truncate } from '../../shared/format/markdown';
import { networkLabel } from '../../shared/format/networks';
import { formatFigure } from '../../shared/figures/format';
import { figureLine } from '../../editor/treeKit/figureLines';
import { sentimentWords } from '../../shared/format/sentiment';
import { formatAge, secondsToMs } from '../../shared/format/time';
import { creatorRef, postRef } from '../../shared/items';
import { markdown, markdownText, type MarkdownText, tMarkdown } from '../../editor/sinks/neutral';
import type { LoadContext, Loaded, TreeNode } from '../../editor/treeKit/core/node';
import { childId, tooltipLines } from '../../editor/treeKit/core/node';
import { listLoaded } from '../../editor/treeKit/core/states';

/** Only web addresses open in the browser; anything else the service sends is shown as text. */
export function webLink(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

function postTitle(post: Post): string {
  return truncate(post.post_title || post.post_description || l10n.t('Untitled post'), 100);
}

function creatorLine(post: Post): MarkdownText | undefined {
  const name = post.creator_display_name || post.creator_name;
  if (!name) return undefined;
  const handle = post.creator_name && post.creator_name !== name ? ` (@${post.creator_name})` : '';
  return tMarkdown(l10n.t('By {0}'), `${name}${handle}`);
}

/** What a screen reader says for a post or news item: one sentence of the bundle's, which orders and punctuates it. */
function spokenPost(news: boolean, title: string, network: string, interactions: string, age: string | undefined): string {
  if (age === undefined) {
    return news ? l10n.t('News: {0}. {1}, {2} interactions in 24 hours.', title, network, interactions) : l10n.t('Post: {0}. {1}, {2} interactions in 24 hours.', title, network, interactions);
  }
  return news
    ? l10n.t('News: {0}. {1}, {2} interactions in 24 hours, {3}.', title, network, interactions, age)
    : l10n.t('Post: {0}. {1}, {2} interactions in 24 hours, {3}.', title, network, interactions, age);
}

/**
 * A post or news item. A click opens its markdown report; a web address in `post_link` is
 * offered as the item's Open in Browser action.
 */
export function postNode(parent: string, post: Post, news: boolean, now: number): TreeNode {
  const created = secondsToMs(post.post_created);
  const title = postTitle(post);
  const network = networkLabel(post.post_type);
  const parts = [network, l10n.t('{0} interactions', formatFigure('interactions_24h', post.interactions_24h, { compact: true })), created ? formatAge(created, now) : undefined];
  const link = webLink(post.post_link);
  const ref = postRef({ type: post.post_type, id: post.id }, title);
  return {
    id: childId(parent, post.post_type, post.id),
    label: title,
    description: parts.filter(Boolean).join(' · '),
    a11y: spokenPost(news, title, network, formatFigure('interactions_24h', post.interactions_24h), created ? formatAge(created, now) : undefined),
    tooltip: () => tooltipLines([
      markdown`**${truncate(post.post_title || l10n.t('Untitled post'), 300)}**`,
      creatorLine(post),
      figureLine('followers', post.creator_followers),
      markdownText(`${network}${created ? ` · ${formatAge(created, now)}` : ''}`),
      post.post_sentiment !== undefined ? figureLine('post_sentiment', post.post_sentiment) : undefined,
      post.post_sentiment !== undefined ? markdownText(sentimentWords(post.post_sentiment)) : undefined,
      figureLine('interactions_24h', post.interactions_24h, { always: true }),
      figureLine('interactions_total', post.interactions_total),
      post.post_description ? markdownText(truncate(post.post_description, 300)) : undefined,
      link ? markdownText(link) : undefined,
    ]),
    icon: news ? 'globe' : 'comment',
    contextValue: link ? 'post link' : 'post',
    link,
    action: { kind: 'open', ref },
  };
}

export function creatorNode(parent: string, creator: Creator): TreeNode {
  const name = truncate(creator.creator_display_name || creator.creator_name || creator.creator_id, 80);
  const rank = creator.creator_rank !== undefined ? `${formatFigure('creator_rank', creator.creator_rank)} ` : '';
  return {
    id: childId(parent, creator.creator_id),
    label: `${rank}${name}`,
    description: [
      creator.creator_name && creator.creator_name !== name ? `@${truncate(creator.creator_name, 40)}` : undefined,
      l10n.t('{0} followers', formatFigure('followers', creator.creator_followers, { compact: true })),
      l10n.t('{0} interactions', formatFigure('interactions_24h', creator.interactions_24h, { compact: true })),
    ].filter(Boolean).join(' · '),
    a11y: rank
      ? l10n.t('Creator {0}, rank {1}, {2} followers, {3} interactions in 24 hours', name, creator.creator_rank ?? '', formatFigure('followers', creator.creator_followers), formatFigure('interactions_24h', creator.interactions_24h))
      : l10n.t('Creator {0}, {1} followers, {2} interactions in 24 hours', name, formatFigure('followers', creator.creator_followers), formatFigure('interactions_24h', creator.interactions_24h)),
    tooltip: () => tooltipLines([
      markdown`**${name}**`,
      creator.creator_name ? markdownText(`@${creator.creator_name}`) : undefined,
      tMarkdown(l10n.t('Id: {0}'), creator.creator_id),
      figureLine('creator_rank', creator.creator_rank),
      figureLine('followers', creator.creator_followers, { always: true }),
      figureLine('interactions_24h', creator.interactions_24h, { always: true }),
    ]),
    icon: 'account',
    contextValue: 'creator',
    action: { kind: 'open', ref: creatorRef(creator.creator_id, name) },
  };
}

type Fetch<T> = (ctx: LoadContext) => Promise<Answer<T[]>>;

/** A lazily loaded group of items; an empty answer shows a line saying so. */
export function listGroup<T>(
  id: string,
  label: string,
  icon: string,
  fetch: Fetch<T>,
  leaf: (parent: string, item: T, now: number) => TreeNode,
  emptyText: string,
): TreeNode {
  return {
    id,
    label,
    icon,
    load: async (ctx): Promise<Loaded> => listLoaded(id, await fetch(ctx), (item) => leaf(id, item, ctx.now), emptyText),
  };
}

export function postsGroup(parent: string, fetch: Fetch<Post>): TreeNode {
  return listGroup(childId(parent, 'posts'), l10n.t('Posts'), 'comment-discussion', fetch,
    (p, post, now) => postNode(p, post, false, now), l10n.t('No posts with interactions in the last 24 hours'));
}

export function newsGroup(parent: string, fetch: Fetch<Post>): TreeNode {
  return listGroup(childId(parent, 'news'), l10n.t('News'), 'globe', fetch,
    (p, post, now) => postNode(p, post, true, now), l10n.t('No news in the last 24 hours'));
}

export function creatorsGroup(parent: string, fetch: Fetch<Creator>): TreeNode {
  return listGroup(childId(parent, 'creators'), l10n.t('Creators'), 'organization', fetch,
    (p, creator) => creatorNode(p, creator), l10n.t('No creators listed'));
}

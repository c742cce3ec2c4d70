// Leaves under a topic or category: posts, news and creators, and the lazy groups that hold them.
import type { Answer, Creator, Post } from '../api/types';
import { truncate } from '../format/markdown';
import { formatCompact, formatNumber } from '../format/numbers';
import { sentimentWords } from '../format/sentiment';
import { formatRelative, secondsToMs } from '../format/time';
import { creatorRef, postRef } from '../items';
import { markdown, markdownText, type MarkdownText } from '../sinks/neutral';
import type { LoadContext, Loaded, TreeNode } from '../treeView/node';
import { childId, tooltipLines } from '../treeView/node';
import { listLoaded } from '../treeView/states';

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
  return truncate(post.post_title || post.post_description || 'Untitled post', 100);
}

function creatorLine(post: Post): MarkdownText | undefined {
  const name = post.creator_display_name || post.creator_name;
  if (!name) return undefined;
  const handle = post.creator_name && post.creator_name !== name ? ` (@${post.creator_name})` : '';
  const followers = post.creator_followers !== undefined ? `, ${formatNumber(post.creator_followers)} followers` : '';
  return markdown`By ${`${name}${handle}${followers}`}`;
}

/**
 * A post or news item. A click opens its markdown report; a web address in `post_link` is
 * offered as the item's Open in Browser action.
 */
export function postNode(parent: string, post: Post, news: boolean, now: number): TreeNode {
  const created = secondsToMs(post.post_created);
  const title = postTitle(post);
  const parts = [post.post_type, `${formatCompact(post.interactions_24h)} interactions`, created ? formatRelative(created, now) : undefined];
  const link = webLink(post.post_link);
  const ref = postRef({ type: post.post_type, id: post.id }, title);
  return {
    id: childId(parent, post.post_type, post.id),
    label: title,
    description: parts.filter(Boolean).join(' · '),
    a11y: `${news ? 'News' : 'Post'}: ${title}. ${post.post_type}, ${formatNumber(post.interactions_24h)} interactions in 24 hours${created ? `, ${formatRelative(created, now)}` : ''}.`,
    tooltip: () => tooltipLines([
      markdown`**${truncate(post.post_title || 'Untitled post', 300)}**`,
      creatorLine(post),
      markdownText(`${post.post_type}${created ? ` · ${formatRelative(created, now)}` : ''}`),
      post.post_sentiment !== undefined ? markdownText(`Sentiment: ${sentimentWords(post.post_sentiment)} (${post.post_sentiment} of 5)`) : undefined,
      markdownText(`Interactions: ${formatNumber(post.interactions_24h)} in 24 h, ${formatNumber(post.interactions_total)} in total`),
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
  const rank = creator.creator_rank !== undefined ? `#${creator.creator_rank} ` : '';
  return {
    id: childId(parent, creator.creator_id),
    label: `${rank}${name}`,
    description: [
      creator.creator_name && creator.creator_name !== name ? `@${truncate(creator.creator_name, 40)}` : undefined,
      `${formatCompact(creator.creator_followers)} followers`,
      `${formatCompact(creator.interactions_24h)} interactions`,
    ].filter(Boolean).join(' · '),
    a11y: `Creator ${name}${rank ? `, rank ${creator.creator_rank}` : ''}, ${formatNumber(creator.creator_followers)} followers, ${formatNumber(creator.interactions_24h)} interactions in 24 hours`,
    tooltip: () => tooltipLines([
      markdown`**${name}**`,
      creator.creator_name ? markdownText(`@${creator.creator_name}`) : undefined,
      markdownText(`Id: ${creator.creator_id}`),
      creator.creator_rank !== undefined ? markdownText(`Rank: #${creator.creator_rank}`) : undefined,
      markdownText(`Followers: ${formatNumber(creator.creator_followers)}`),
      markdownText(`Interactions (24 h): ${formatNumber(creator.interactions_24h)}`),
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
  return listGroup(childId(parent, 'posts'), 'Posts', 'comment-discussion', fetch,
    (p, post, now) => postNode(p, post, false, now), 'No posts with interactions in the last 24 hours');
}

export function newsGroup(parent: string, fetch: Fetch<Post>): TreeNode {
  return listGroup(childId(parent, 'news'), 'News', 'globe', fetch,
    (p, post, now) => postNode(p, post, true, now), 'No news in the last 24 hours');
}

export function creatorsGroup(parent: string, fetch: Fetch<Creator>): TreeNode {
  return listGroup(childId(parent, 'creators'), 'Creators', 'organization', fetch,
    (p, creator) => creatorNode(p, creator), 'No creators listed');
}

// Topic nodes: a line per trending topic, and on expansion its key figures and groups.
import type { TopicListItem, TopicSummary } from '../api/types';
import { mdLines, mdText, truncate } from '../format/markdown';
import { formatCompact, formatNumber } from '../format/numbers';
import { rankMove } from '../format/rank';
import { overallSentiment, sentimentPercentWords } from '../format/sentiment';
import type { ItemRef } from '../items';
import { topicRef } from '../items';
import { categoryRefNode } from './categories';
import type { LoadContext, Loaded, TreeNode } from './node';
import { childId, freshness, uniqueIds } from './node';
import { creatorsGroup, newsGroup, postsGroup } from './posts';
import { emptyNode } from './states';

/** "1 h ▲3 · 24 h ▼2" and the same in words; undefined parts are left out. */
export function movement(rank: number | undefined, prev1h: number | undefined, prev24h: number | undefined): { text?: string; words?: string } {
  const h1 = rankMove(rank, prev1h);
  const h24 = rankMove(rank, prev24h);
  const text = [h1 && `1 h ${h1.symbol}`, h24 && `24 h ${h24.symbol}`].filter(Boolean).join(' · ');
  const words = [h1 && `${h1.words} in 1 hour`, h24 && `${h24.words} in 24 hours`].filter(Boolean).join(', ');
  return { text: text || undefined, words: words || undefined };
}

/** A topic of a ranked list (trending topics, a category's topics). */
export function topicListNode(parent: string, item: TopicListItem & { social_dominance?: number }): TreeNode {
  const ref = topicRef(item.topic, item.title);
  const rank = item.topic_rank !== undefined ? `#${item.topic_rank} ` : '';
  const move = movement(item.topic_rank, item.topic_rank_1h_previous, item.topic_rank_24h_previous);
  const dominance = item.social_dominance !== undefined ? `${formatNumber(item.social_dominance)}% of social volume` : undefined;
  return {
    ...topicNode(childId(parent, ref.id), ref),
    label: `${rank}${ref.title}`,
    description: [move.text, `${formatCompact(item.interactions_24h)} interactions`, `${formatCompact(item.num_contributors)} contributors`]
      .filter(Boolean).join(' · '),
    a11y: [
      `${item.topic_rank !== undefined ? `Rank ${item.topic_rank}, ` : ''}${ref.title}`,
      move.words,
      `${formatNumber(item.interactions_24h)} interactions`,
      `${formatNumber(item.num_contributors)} contributors`,
    ].filter(Boolean).join('. '),
    tooltip: mdLines([
      `**${mdText(ref.title)}** · topic ${mdText(ref.id)}`,
      item.topic_rank !== undefined ? mdText(`Rank #${item.topic_rank}${move.words ? `: ${move.words}` : ''}`) : undefined,
      mdText(`Rank 1 h ago: ${formatNumber(item.topic_rank_1h_previous)} · 24 h ago: ${formatNumber(item.topic_rank_24h_previous)}`),
      mdText(`Interactions (24 h): ${formatNumber(item.interactions_24h)}`),
      mdText(`Contributors: ${formatNumber(item.num_contributors)}`),
      mdText(`Posts with interactions (24 h): ${formatNumber(item.num_posts)}`),
      dominance ? mdText(`Social dominance: ${dominance}`) : undefined,
    ]),
  };
}

/** A topic known only by name (related topics, lookups); expands like any topic. */
export function topicRefNode(parent: string, topic: string): TreeNode {
  const ref = topicRef(topic);
  return { ...topicNode(childId(parent, ref.id), ref), tooltip: mdLines([`**${mdText(ref.title)}**`, 'Expand for its figures.']) };
}

/** A pinned topic described by its summary (the watchlist); keeps the pinned id. */
export function topicSummaryNode(parent: string, pinned: ItemRef, summary: TopicSummary): TreeNode {
  const ref: ItemRef = { ...pinned, title: truncate(summary.title, 120) || pinned.title };
  const rank = summary.topic_rank !== undefined ? `#${summary.topic_rank} ` : '';
  const sentiment = sentimentPercentWords(overallSentiment(summary.types_sentiment, summary.types_interactions));
  return {
    ...topicNode(childId(parent, ref.id), ref),
    label: `${rank}${ref.title}`,
    description: [summary.trend && trendSymbol(summary.trend), `${formatCompact(summary.interactions_24h)} interactions`, sentiment]
      .filter(Boolean).join(' · '),
    a11y: [`Topic ${ref.title}`, rank && `rank ${summary.topic_rank}`, summary.trend && `trend ${summary.trend}`,
      `${formatNumber(summary.interactions_24h)} interactions`, sentiment].filter(Boolean).join(', '),
    tooltip: summaryTooltip(ref, summary),
  };
}

function topicNode(id: string, ref: ItemRef): TreeNode {
  return {
    id,
    label: ref.title,
    icon: 'tag',
    pin: ref,
    action: { kind: 'open', ref },
    load: (ctx) => loadTopic(id, ref.id, ctx),
  };
}

async function loadTopic(id: string, topic: string, ctx: LoadContext): Promise<Loaded> {
  const answer = await ctx.client.topic(topic, ctx.options);
  return { nodes: topicChildren(id, topic, answer.data), ...freshness([answer]) };
}

function trendSymbol(trend: string): string {
  return trend === 'up' ? '↗ up' : trend === 'down' ? '↘ down' : '→ flat';
}

function summaryTooltip(ref: ItemRef, s: TopicSummary): string {
  const sentiment = sentimentPercentWords(overallSentiment(s.types_sentiment, s.types_interactions));
  return mdLines([
    `**${mdText(ref.title)}** · topic ${mdText(ref.id)}`,
    s.topic_rank !== undefined ? mdText(`Rank #${s.topic_rank}`) : undefined,
    s.trend ? mdText(`Trend: ${s.trend}`) : undefined,
    mdText(`Interactions (24 h): ${formatNumber(s.interactions_24h)}`),
    mdText(`Contributors: ${formatNumber(s.num_contributors)}`),
    mdText(`Posts with interactions (24 h): ${formatNumber(s.num_posts)}`),
    sentiment ? mdText(`Sentiment: ${sentiment}, weighted by interactions`) : undefined,
  ]);
}

function figure(parent: string, key: string, label: string, value: string, icon: string, words?: string): TreeNode {
  return { id: childId(parent, 'fig', key), label, description: value, icon, a11y: `${label}: ${words ?? value}`, contextValue: 'figure' };
}

/** Per-network sentiment, collapsed under one summarised line. */
function sentimentFigure(parent: string, s: TopicSummary): TreeNode | undefined {
  const networks = Object.keys(s.types_sentiment);
  if (!networks.length) return undefined;
  const overall = sentimentPercentWords(overallSentiment(s.types_sentiment, s.types_interactions)) ?? 'unknown';
  const id = childId(parent, 'fig', 'sentiment');
  const children = networks.map((network): TreeNode => {
    const detail = s.types_sentiment_detail[network];
    const percent = sentimentPercentWords(s.types_sentiment[network]) ?? 'unknown';
    const breakdown = detail
      ? `${formatNumber(detail.positive)} positive, ${formatNumber(detail.neutral)} neutral, ${formatNumber(detail.negative)} negative posts`
      : undefined;
    return {
      id: childId(id, network),
      label: truncate(network, 40),
      description: [percent, `${formatCompact(s.types_count[network])} posts`, `${formatCompact(s.types_interactions[network])} interactions`].join(' · '),
      tooltip: mdLines([`**${mdText(network)}**`, mdText(`Sentiment: ${percent}`), breakdown ? mdText(breakdown) : undefined,
        mdText(`Posts (24 h): ${formatNumber(s.types_count[network])}`), mdText(`Interactions (24 h): ${formatNumber(s.types_interactions[network])}`)]),
      icon: 'dash',
      contextValue: 'figure',
    };
  });
  return {
    id,
    label: 'Sentiment',
    description: `${overall} across ${networks.length} ${networks.length === 1 ? 'network' : 'networks'}`,
    tooltip: mdLines(['**Sentiment by network**', ...networks.map((n) => mdText(`${n}: ${sentimentPercentWords(s.types_sentiment[n]) ?? 'unknown'}`))]),
    icon: 'smiley',
    contextValue: 'figure',
    children,
  };
}

/** What a topic shows when expanded: key figures, then lazy groups. Pure, for tests. */
export function topicChildren(id: string, topic: string, s: TopicSummary): TreeNode[] {
  const nodes: (TreeNode | undefined)[] = [
    s.topic_rank !== undefined ? figure(id, 'rank', 'Rank', `#${s.topic_rank}`, 'list-ordered') : undefined,
    s.trend ? figure(id, 'trend', 'Trend', trendSymbol(s.trend), s.trend === 'down' ? 'arrow-down' : s.trend === 'up' ? 'arrow-up' : 'arrow-right', s.trend) : undefined,
    figure(id, 'interactions', 'Interactions (24 h)', formatCompact(s.interactions_24h), 'pulse', formatNumber(s.interactions_24h)),
    figure(id, 'contributors', 'Contributors', formatCompact(s.num_contributors), 'person', formatNumber(s.num_contributors)),
    figure(id, 'posts-count', 'Posts (24 h)', formatCompact(s.num_posts), 'note', formatNumber(s.num_posts)),
    sentimentFigure(id, s),
    postsGroup(id, (ctx) => ctx.client.topicPosts(topic, {}, ctx.options)),
    newsGroup(id, (ctx) => ctx.client.topicNews(topic, ctx.options)),
    creatorsGroup(id, (ctx) => ctx.client.topicCreators(topic, ctx.options)),
  ];
  const related = s.related_topics.filter((t) => typeof t === 'string' && t.trim());
  if (related.length) {
    const groupId = childId(id, 'related');
    nodes.push({
      id: groupId,
      label: 'Related topics',
      description: String(related.length),
      icon: 'references',
      children: uniqueIds(related.map((t) => topicRefNode(groupId, t))),
    });
  }
  const categories = s.categories.filter((c) => typeof c === 'string' && c.trim());
  if (categories.length) {
    const groupId = childId(id, 'categories');
    nodes.push({
      id: groupId,
      label: 'Categories',
      description: String(categories.length),
      icon: 'folder',
      children: uniqueIds(categories.map((c) => categoryRefNode(groupId, c))),
    });
  }
  return nodes.filter((n): n is TreeNode => !!n);
}

export const TOPICS_ROOT = 'topics';

/** The Trending Topics view's list. */
export async function loadTrendingTopics(ctx: LoadContext): Promise<Loaded> {
  const answer = await ctx.client.topicsList(ctx.options);
  const nodes = uniqueIds(answer.data.map((item) => topicListNode(TOPICS_ROOT, item)));
  return { nodes: nodes.length ? nodes : [emptyNode(TOPICS_ROOT, 'No trending topics right now')], ...freshness([answer]) };
}

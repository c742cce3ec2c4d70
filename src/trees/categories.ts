// Category nodes: a line per category; expanded, its topics, posts, news and creators.
import type { CategoryListItem, CategorySummary } from '../api/types';
import { mdLines, mdText, truncate } from '../format/markdown';
import { formatCompact, formatNumber } from '../format/numbers';
import { overallSentiment, sentimentPercentWords } from '../format/sentiment';
import type { ItemRef } from '../items';
import { categoryRef } from '../items';
import type { LoadContext, Loaded, TreeNode } from './node';
import { childId, freshness, uniqueIds } from './node';
import { creatorsGroup, listGroup, newsGroup, postsGroup } from './posts';
import { emptyNode } from './states';
import { movement, topicListNode } from './topics';

function categoryNode(id: string, ref: ItemRef): TreeNode {
  const category = ref.id;
  return {
    id,
    label: ref.title,
    icon: 'folder',
    pin: ref,
    action: { kind: 'open', ref },
    children: [
      listGroup(childId(id, 'topics'), 'Topics', 'tag', (ctx) => ctx.client.categoryTopics(category, ctx.options),
        (p, item) => topicListNode(p, item), 'No topics listed'),
      postsGroup(id, (ctx) => ctx.client.categoryPosts(category, {}, ctx.options)),
      newsGroup(id, (ctx) => ctx.client.categoryNews(category, ctx.options)),
      creatorsGroup(id, (ctx) => ctx.client.categoryCreators(category, ctx.options)),
    ],
  };
}

export function categoryListNode(parent: string, item: CategoryListItem): TreeNode {
  const ref = categoryRef(item.category, item.title);
  const rank = item.category_rank !== undefined ? `#${item.category_rank} ` : '';
  const move = movement(item.category_rank, item.category_rank_1h_previous, item.category_rank_24h_previous);
  return {
    ...categoryNode(childId(parent, ref.id), ref),
    label: `${rank}${ref.title}`,
    description: [move.text, `${formatCompact(item.interactions_24h)} interactions`, `${formatCompact(item.num_contributors)} contributors`]
      .filter(Boolean).join(' · '),
    a11y: [
      `${item.category_rank !== undefined ? `Rank ${item.category_rank}, ` : ''}${ref.title}`,
      move.words,
      `${formatNumber(item.interactions_24h)} interactions`,
      `${formatNumber(item.num_contributors)} contributors`,
    ].filter(Boolean).join('. '),
    tooltip: mdLines([
      `**${mdText(ref.title)}** · category ${mdText(ref.id)}`,
      item.category_rank !== undefined ? mdText(`Rank #${item.category_rank}${move.words ? `: ${move.words}` : ''}`) : undefined,
      mdText(`Interactions (24 h): ${formatNumber(item.interactions_24h)}`),
      mdText(`Contributors: ${formatNumber(item.num_contributors)}`),
      mdText(`Posts with interactions (24 h): ${formatNumber(item.num_posts)}`),
      item.social_dominance !== undefined ? mdText(`Social dominance: ${formatNumber(item.social_dominance)}%`) : undefined,
    ]),
  };
}

/** A category known only by name (a topic's categories). */
export function categoryRefNode(parent: string, category: string): TreeNode {
  const ref = categoryRef(category);
  return categoryNode(childId(parent, ref.id), ref);
}

/** A pinned category described by its summary (the watchlist); keeps the pinned id. */
export function categorySummaryNode(parent: string, pinned: ItemRef, s: CategorySummary): TreeNode {
  const ref: ItemRef = { ...pinned, title: truncate(s.title, 120) || pinned.title };
  const sentiment = sentimentPercentWords(overallSentiment(s.types_sentiment, s.types_interactions));
  return {
    ...categoryNode(childId(parent, ref.id), ref),
    description: [s.trend && `trend ${s.trend}`, `${formatCompact(s.interactions_24h)} interactions`, sentiment].filter(Boolean).join(' · '),
    tooltip: mdLines([
      `**${mdText(ref.title)}** · category ${mdText(ref.id)}`,
      s.trend ? mdText(`Trend: ${s.trend}`) : undefined,
      mdText(`Interactions (24 h): ${formatNumber(s.interactions_24h)}`),
      mdText(`Contributors: ${formatNumber(s.num_contributors)}`),
      mdText(`Posts with interactions (24 h): ${formatNumber(s.num_posts)}`),
      sentiment ? mdText(`Sentiment: ${sentiment}, weighted by interactions`) : undefined,
    ]),
  };
}

export const CATEGORIES_ROOT = 'categories';

/** The Categories view's list. */
export async function loadCategories(ctx: LoadContext): Promise<Loaded> {
  const answer = await ctx.client.categoriesList(ctx.options);
  const nodes = uniqueIds(answer.data.map((item) => categoryListNode(CATEGORIES_ROOT, item)));
  return { nodes: nodes.length ? nodes : [emptyNode(CATEGORIES_ROOT, 'No categories listed')], ...freshness([answer]) };
}

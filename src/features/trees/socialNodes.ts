// Topic and category nodes. They expand into each other (a topic lists its categories, a category
// its topics), so both are built here; rows and figures come from socialRows and topicFigures.
import * as l10n from '../../shared/format/l10n';
import type { CategoryListItem, CategorySummary, TopicListItem, TopicSummary } from '../../service/api/types';
import type { ItemRef } from '../../shared/items';
import { categoryRef, topicRef } from '../../shared/items';
import { markdown, tMarkdown } from '../../editor/sinks/neutral';
import type { LoadContext, Loaded, TreeNode } from '../../editor/treeKit/core/node';
import { childId, uniqueIds, tooltipLines } from '../../editor/treeKit/core/node';
import { freshness } from '../../shared/queries/freshness';
import { creatorsGroup, listGroup, newsGroup, postsGroup } from './posts';
import { rankedRow, summaryRow, type SocialNode } from './socialRows';
import { topicFigures } from './topicFigures';

function topicNode(id: string, ref: ItemRef): SocialNode {
  return {
    id,
    label: ref.title,
    icon: 'tag',
    pin: ref,
    action: { kind: 'open', ref },
    load: (ctx) => loadTopic(id, ref.id, ctx),
  };
}

function categoryNode(id: string, ref: ItemRef): SocialNode {
  const category = ref.id;
  return {
    id,
    label: ref.title,
    icon: 'folder',
    pin: ref,
    action: { kind: 'open', ref },
    children: [
      listGroup(childId(id, 'topics'), l10n.t('Topics'), 'tag', (ctx) => ctx.client.categoryTopics(category, ctx.options),
        (p, item) => topicListNode(p, item, 'categoryTopics'), l10n.t('No topics listed')),
      postsGroup(id, (ctx) => ctx.client.categoryPosts(category, {}, ctx.options)),
      newsGroup(id, (ctx) => ctx.client.categoryNews(category, ctx.options)),
      creatorsGroup(id, (ctx) => ctx.client.categoryCreators(category, ctx.options)),
    ],
  };
}

async function loadTopic(id: string, topic: string, ctx: LoadContext): Promise<Loaded> {
  const answer = await ctx.client.topic(topic, ctx.options);
  return { nodes: topicChildren(id, topic, answer.data), ...freshness([answer]) };
}

/** A topic of a ranked list (trending topics, a category's topics). */
export function topicListNode(parent: string, item: TopicListItem & { social_dominance?: number }, listOp: 'topicsList' | 'categoryTopics'): TreeNode {
  const ref = topicRef(item.topic, item.title);
  return rankedRow(topicNode(childId(parent, ref.id), ref), {
    rank: item.topic_rank,
    rank1hAgo: item.topic_rank_1h_previous,
    rank24hAgo: item.topic_rank_24h_previous,
    ...item,
    listOp,
  });
}

export function categoryListNode(parent: string, item: CategoryListItem): TreeNode {
  const ref = categoryRef(item.category, item.title);
  return rankedRow(categoryNode(childId(parent, ref.id), ref), {
    rank: item.category_rank,
    rank1hAgo: item.category_rank_1h_previous,
    rank24hAgo: item.category_rank_24h_previous,
    ...item,
    listOp: 'categoriesList',
  });
}

/** A topic known only by name (related topics); expands like any topic. */
function topicRefNode(parent: string, topic: string): TreeNode {
  const ref = topicRef(topic);
  return { ...topicNode(childId(parent, ref.id), ref), tooltip: tooltipLines([markdown`**${ref.title}**`, tMarkdown(l10n.t('Expand for its figures.'))]) };
}

/** A category known only by name (a topic's categories). */
function categoryRefNode(parent: string, category: string): TreeNode {
  const ref = categoryRef(category);
  return categoryNode(childId(parent, ref.id), ref);
}

/** A pinned topic described by its summary (the watchlist). */
export function topicSummaryNode(parent: string, pinned: ItemRef, summary: TopicSummary): TreeNode {
  return summaryRow((ref) => topicNode(childId(parent, ref.id), ref), pinned, summary);
}

/** A pinned category described by its summary (the watchlist). */
export function categorySummaryNode(parent: string, pinned: ItemRef, summary: CategorySummary): TreeNode {
  return summaryRow((ref) => categoryNode(childId(parent, ref.id), ref), pinned, summary);
}

/** Names listed in a summary (related topics, categories) as a group of nodes, if any. */
function namesGroup(id: string, label: string, icon: string, names: readonly unknown[], node: (parent: string, name: string) => TreeNode): TreeNode | undefined {
  const valid = names.filter((n): n is string => typeof n === 'string' && !!n.trim());
  if (!valid.length) return undefined;
  // names differing only in case are one topic or category: listed once
  const children = uniqueIds(valid.map((n) => node(id, n)));
  return { id, label, description: String(children.length), icon, children };
}

/** What a topic shows when expanded: key figures, then lazy groups. Pure, for tests. */
export function topicChildren(id: string, topic: string, s: TopicSummary): TreeNode[] {
  const nodes: (TreeNode | undefined)[] = [
    ...topicFigures(id, s),
    postsGroup(id, (ctx) => ctx.client.topicPosts(topic, {}, ctx.options)),
    newsGroup(id, (ctx) => ctx.client.topicNews(topic, ctx.options)),
    creatorsGroup(id, (ctx) => ctx.client.topicCreators(topic, ctx.options)),
    namesGroup(childId(id, 'related'), l10n.t('Related topics'), 'references', s.related_topics, topicRefNode),
    namesGroup(childId(id, 'categories'), l10n.t('Categories'), 'folder', s.categories, categoryRefNode),
  ];
  return nodes.filter((n): n is TreeNode => !!n);
}

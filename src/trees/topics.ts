// The Trending Topics view's list; its rows are topic nodes (socialNodes.ts).
import type { LoadContext, Loaded } from './node';
import { freshness, uniqueIds } from './node';
import { topicListNode } from './socialNodes';
import { emptyNode } from './states';

export const TOPICS_ROOT = 'topics';

export async function loadTrendingTopics(ctx: LoadContext): Promise<Loaded> {
  const answer = await ctx.client.topicsList(ctx.options);
  const nodes = uniqueIds(answer.data.map((item) => topicListNode(TOPICS_ROOT, item)));
  return { nodes: nodes.length ? nodes : [emptyNode(TOPICS_ROOT, 'No trending topics right now')], ...freshness([answer]) };
}

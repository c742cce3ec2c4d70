// The Trending Topics view's list; its rows are topic nodes (socialNodes.ts).
import * as l10n from '../../shared/format/l10n';
import type { LoadContext, Loaded } from '../../editor/treeKit/core/node';
import { topicListNode } from './socialNodes';
import { listLoaded } from '../../editor/treeKit/core/states';

export const TOPICS_ROOT = 'topics';

export async function loadTrendingTopics(ctx: LoadContext): Promise<Loaded> {
  return listLoaded(TOPICS_ROOT, await ctx.client.topicsList(ctx.options), (item) => topicListNode(TOPICS_ROOT, item, 'topicsList'), l10n.t('No trending topics right now'));
}

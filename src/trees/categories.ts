// The Categories view's list; its rows are category nodes (socialNodes.ts).
import type { LoadContext, Loaded } from './node';
import { freshness, uniqueIds } from './node';
import { categoryListNode } from './socialNodes';
import { emptyNode } from './states';

export const CATEGORIES_ROOT = 'categories';

export async function loadCategories(ctx: LoadContext): Promise<Loaded> {
  const answer = await ctx.client.categoriesList(ctx.options);
  const nodes = uniqueIds(answer.data.map((item) => categoryListNode(CATEGORIES_ROOT, item)));
  return { nodes: nodes.length ? nodes : [emptyNode(CATEGORIES_ROOT, 'No categories listed')], ...freshness([answer]) };
}

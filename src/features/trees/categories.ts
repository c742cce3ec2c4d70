// The Categories view's list; its rows are category nodes (socialNodes.ts).
import * as l10n from '../../shared/format/l10n';
import type { LoadContext, Loaded } from '../../editor/treeKit/core/node';
import { categoryListNode } from './socialNodes';
import { listLoaded } from '../../editor/treeKit/core/states';

export const CATEGORIES_ROOT = 'categories';

export async function loadCategories(ctx: LoadContext): Promise<Loaded> {
  return listLoaded(CATEGORIES_ROOT, await ctx.client.categoriesList(ctx.options), (item) => categoryListNode(CATEGORIES_ROOT, item), l10n.t('No categories listed'));
}

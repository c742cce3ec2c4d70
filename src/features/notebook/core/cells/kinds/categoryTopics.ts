// `category defi topics`: the topics of a category.
import * as l10n from '../../../../../shared/format/l10n';
import { runCategoryTopics } from '../runLists';
import type { CellKind } from './kind';
import { titleOf } from './titles';

export const categoryTopics: CellKind<'categoryTopics'> = {
  describe: (q) => l10n.t('{0}: topics', titleOf(q.category)),
  cost: () => 1,
  names: (q) => [q.category],
  answer: async (q, run) => ({ table: await runCategoryTopics(run.deps.client, q.category.id, run.options, run.tally) }),
};

// `coins top 10 by galaxy_score in defi`: a market list's first rows by a sort key.
import * as l10n from '../../../../../shared/format/l10n';
import { runTop } from '../runLists';
import type { CellKind } from './kind';
import { LIST_NOUNS, order } from './titles';

export const top: CellKind<'top'> = {
  describe: (q) => `${l10n.t('Top {0} {1} by {2}', q.limit, LIST_NOUNS[q.list], q.sort.replace(/_/g, ' '))}${order(q.list, q.sort, q.desc)}${q.sector ? ` ${l10n.t('in {0}', q.sector)}` : ''}`,
  cost: () => 1,
  names: () => [],
  answer: async (q, run) => ({ table: await runTop(run.deps.client, q, run.options, run.tally) }),
};

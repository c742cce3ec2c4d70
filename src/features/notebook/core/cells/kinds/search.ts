// `search "etf approval"`: the posts a search finds.
import * as l10n from '../../../../../shared/format/l10n';
import { runSearch } from '../runPosts';
import type { CellKind } from './kind';

export const search: CellKind<'search'> = {
  describe: (q) => l10n.t('Search: "{0}"', q.term),
  cost: () => 1,
  names: () => [],
  answer: async (q, run) => ({ table: await runSearch(run.deps.client, q.term, run.options, run.tally) }),
};

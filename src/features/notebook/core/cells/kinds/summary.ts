// `topic bitcoin`, `coin btc`, `$watchlist`, a pasted address: each subject's figures, one row each.
import * as l10n from '../../../../../shared/format/l10n';
import { runSummary } from '../runSummary';
import { expand } from '../subjects';
import type { CellKind } from './kind';
import { subjectsWords } from './titles';

export const summary: CellKind<'summary'> = {
  describe: (q) => l10n.t('{0}: figures', subjectsWords(q.subjects)),
  // a saved search has no summary of its own: its row is its terms
  cost: (q, ctx) => expand(q.subjects, ctx.watchlist).filter((r) => r.kind !== 'search').length,
  names: (q) => (q.subjects.kind === 'items' ? q.subjects.refs : []),
  answer: async (q, run) => {
    const refs = run.refs(q.subjects);
    return refs.length ? { table: await runSummary(run.deps.client, refs, run.options, run.tally) } : {};
  },
};

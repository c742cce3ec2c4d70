// `topic bitcoin`, `coin btc`, `$watchlist`, a pasted address: each subject's figures, one row each.
import * as l10n from '../../../../../shared/format/l10n';
import { isPinnedMarketKind } from '../../../../../shared/queries/pinned';
import { runSummary } from '../runSummary';
import { expand } from '../subjects';
import type { CellKind } from './kind';
import { subjectsWords } from './titles';

export const summary: CellKind<'summary'> = {
  describe: (q) => l10n.t('{0}: figures', subjectsWords(q.subjects)),
  // a saved search has no summary of its own: its row is its terms; coins, stocks and NFT collections
  // are read from their list's page, one request per kind, and at most one more each when off it
  cost: (q, ctx) => {
    const refs = expand(q.subjects, ctx.watchlist).filter((r) => r.kind !== 'search');
    const pages = new Set(refs.filter((r) => isPinnedMarketKind(r.kind)).map((r) => r.kind));
    return refs.length + pages.size;
  },
  names: (q) => (q.subjects.kind === 'items' ? q.subjects.refs : []),
  answer: async (q, run) => {
    const refs = run.refs(q.subjects);
    return refs.length ? { table: await runSummary(run.deps.client, refs, run.options, run.tally) } : {};
  },
};

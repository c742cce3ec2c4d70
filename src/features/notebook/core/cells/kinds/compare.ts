// `compare bitcoin, ethereum, solana on interactions`: one line per subject.
import * as l10n from '../../../../../shared/format/l10n';
import { runSeries } from '../runSeries';
import { expand } from '../subjects';
import type { CellKind } from './kind';
import { seriesCost } from './series';
import { metricWords, span, subjectsWords } from './titles';

export const compare: CellKind<'compare'> = {
  describe: (q) => l10n.t('{0}: {1} {2}', subjectsWords(q.subjects), metricWords(q.metric), span(q.bucket, q.interval)),
  cost: (q, ctx) => expand(q.subjects, ctx.watchlist).reduce((sum, ref) => sum + seriesCost(ref, ctx), 0),
  names: (q) => (q.subjects.kind === 'items' ? q.subjects.refs : []),
  answer: async (q, run) => {
    const refs = run.refs(q.subjects);
    return refs.length ? { chart: await runSeries(run.deps.client, { ...q, metrics: [q.metric], refs, access: run.deps.access }, run.options, run.tally) } : {};
  },
};

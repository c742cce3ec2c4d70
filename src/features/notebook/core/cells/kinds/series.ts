// `topic bitcoin series interactions,sentiment 1m by day`: each subject's series of the metrics.
import * as l10n from '../../../../../shared/format/l10n';
import type { ItemRef } from '../../../../../shared/items';
import { runSeries } from '../runSeries';
import { expand } from '../subjects';
import type { CellContext } from '../types';
import { isSeriesKind } from '../vocabulary';
import type { CellKind } from './kind';
import { metricWords, span, subjectsWords } from './titles';

/** A topic's series when the plan is not known: v1 first, and its refusal falls back to v2. */
export function seriesCost(ref: ItemRef, ctx: CellContext): number {
  if (!isSeriesKind(ref.kind)) return 0;
  return ref.kind === 'topic' && ctx.access === undefined ? 2 : 1;
}

export const series: CellKind<'series'> = {
  describe: (q) => l10n.t('{0}: {1} {2}', subjectsWords(q.subjects), q.metrics.map(metricWords).join(', '), span(q.bucket, q.interval)),
  cost: (q, ctx) => expand(q.subjects, ctx.watchlist).reduce((sum, ref) => sum + seriesCost(ref, ctx), 0),
  names: (q) => (q.subjects.kind === 'items' ? q.subjects.refs : []),
  answer: async (q, run) => {
    const refs = run.refs(q.subjects);
    return refs.length ? { chart: await runSeries(run.deps.client, { ...q, refs, access: run.deps.access }, run.options, run.tally) } : {};
  },
};

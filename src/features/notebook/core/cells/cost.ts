// The most requests a cell's run may spend, before the cache: what the controller tells a person
// before a costly run. Each figure follows what the run asks (run.ts), plan refusals included.
import { searchTermOf, type ItemRef } from '../../../../shared/items';
import { isSeriesKind } from './vocabulary';
import { expand } from './subjects';
import type { CellContext, CellQuery } from './types';

/** A topic's series when the plan is not known: v1 first, and its refusal falls back to v2. */
function seriesCost(ref: ItemRef, ctx: CellContext): number {
  if (!isSeriesKind(ref.kind)) return 0;
  return ref.kind === 'topic' && ctx.access === undefined ? 2 : 1;
}

/** The service's report, or after its refusal for the plan the snapshot's summary; a saved search's terms first. */
function reportCost(ref: ItemRef): number {
  if (ref.kind === 'topic' || ref.kind === 'category') return 2;
  return ref.kind === 'search' && searchTermOf(ref) === undefined ? 2 : 1;
}

export function estimateCost(q: CellQuery, ctx: CellContext): number {
  switch (q.kind) {
    case 'summary':
      return expand(q.subjects, ctx.watchlist).filter((r) => r.kind !== 'search').length;
    case 'series':
    case 'compare':
      return expand(q.subjects, ctx.watchlist).reduce((sum, ref) => sum + seriesCost(ref, ctx), 0);
    case 'report':
      return reportCost(q.subject);
    case 'top':
    case 'posts':
    case 'categoryTopics':
    case 'search':
    case 'changes':
      return 1;
  }
}

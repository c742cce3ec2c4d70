// A cell's run: its question asked of the shared client (same key, cache, quota and plan refusals
// as the rest of the editor), every request carrying the cell's signal, the answer as a CellOutput
// with what it cost and when its data was generated.
import * as l10n from '../../../../shared/format/l10n';
import { costing, isServiceError } from '../../../../service/api/errors';
import type { RequestOptions } from '../../../../service/api/service';
import { kindNounPlural } from '../../../../shared/items';
import type { CellOutput } from '../../../../shared/protocol/cellOutput';
import { describeQuery, kindOf } from './kinds';
import type { Body, CellRun } from './kinds/kind';
import { expand } from './subjects';
import { Tally } from './tally';
import type { CellQuery, CellRunDeps } from './types';

function nowSeconds(deps: CellRunDeps): number {
  return deps.now ? deps.now() : Math.floor(Date.now() / 1000);
}

function runOf(deps: CellRunDeps, options: RequestOptions, tally: Tally): CellRun {
  return {
    deps, options, tally,
    now: () => nowSeconds(deps),
    refs: (subjects) => {
      const refs = expand(subjects, deps.watchlist);
      if (subjects.kind === 'watchlist' && !refs.length) tally.note(subjects.only ? l10n.t('The Watchlist holds no {0}: pin some to it first.', kindNounPlural(subjects.only)) : l10n.t('The Watchlist holds no subjects: pin some to it first.'));
      return refs;
    },
  };
}

/**
 * Runs a parsed cell. A failure of the whole question rejects with the ServiceError, its
 * `requests` counting everything the run spent; a failure of one subject of several is a note.
 */
export async function runCell(q: CellQuery, deps: CellRunDeps, signal: AbortSignal): Promise<CellOutput> {
  const tally = new Tally();
  const options: RequestOptions = { signal, priority: 'view' };
  let body: Body;
  try {
    body = await kindOf(q).answer(q, runOf(deps, options, tally));
  } catch (e) {
    throw isServiceError(e) ? costing(e, tally.requests + e.requests) : e;
  }
  return {
    v: 1,
    title: describeQuery(q),
    generated: tally.generated ?? nowSeconds(deps),
    requests: tally.requests,
    demo: deps.demo,
    notes: tally.notes,
    ...body,
  };
}

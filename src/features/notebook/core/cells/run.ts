// A cell's run: its question asked of the shared client (same key, cache, quota and plan refusals
// as the rest of the editor), every request carrying the cell's signal, the answer as a CellOutput
// with what it cost and when its data was generated.
import * as l10n from '../../../../shared/format/l10n';
import { costing, isServiceError } from '../../../../service/api/errors';
import type { RequestOptions } from '../../../../service/api/service';
import { KIND_NOUNS, type ItemRef } from '../../../../shared/items';
import type { CellOutput } from '../../../../shared/protocol/cellOutput';
import { fetchReport } from '../../../../shared/queries/report';
import { describeQuery } from './describe';
import { runCategoryTopics, runChanges, runTop } from './runLists';
import { runPosts, runSearch } from './runPosts';
import { runSeries } from './runSeries';
import { runSummary } from './runSummary';
import { expand } from './subjects';
import { Tally } from './tally';
import type { CellQuery, CellRunDeps, Subjects } from './types';

type Body = Pick<CellOutput, 'table' | 'chart' | 'markdown'>;

async function answer(q: CellQuery, deps: CellRunDeps, options: RequestOptions, tally: Tally): Promise<Body> {
  const { client } = deps;
  const refs = 'subjects' in q ? subjectsOf(q.subjects, deps, tally) : [];
  switch (q.kind) {
    case 'summary':
      return refs.length ? { table: await runSummary(client, refs, options, tally) } : {};
    case 'series':
      return refs.length ? { chart: await runSeries(client, { ...q, refs, access: deps.access }, options, tally) } : {};
    case 'compare':
      return refs.length ? { chart: await runSeries(client, { ...q, metrics: [q.metric], refs, access: deps.access }, options, tally) } : {};
    case 'top':
      return { table: await runTop(client, q, options, tally) };
    case 'posts':
      return { table: await runPosts(client, q.subject, q.days, nowSeconds(deps), options, tally) };
    case 'categoryTopics':
      return { table: await runCategoryTopics(client, q.category.id, options, tally) };
    case 'search':
      return { table: await runSearch(client, q.term, options, tally) };
    case 'changes':
      return { table: await runChanges(client, options, tally) };
    case 'report': {
      const report = await fetchReport({ client, ref: q.subject, format: 'markdown', options });
      tally.requests += report.requests;
      tally.generated = report.meta.generated;
      if (report.data.note) tally.note(report.data.note);
      return { markdown: report.data.text };
    }
  }
}

function nowSeconds(deps: CellRunDeps): number {
  return deps.now ? deps.now() : Math.floor(Date.now() / 1000);
}

function subjectsOf(subjects: Subjects, deps: CellRunDeps, tally: Tally): ItemRef[] {
  const refs = expand(subjects, deps.watchlist);
  if (subjects.kind === 'watchlist' && !refs.length) tally.note(subjects.only ? l10n.t('The Watchlist holds no {0}s: pin some to it first.', KIND_NOUNS[subjects.only]) : l10n.t('The Watchlist holds no subjects: pin some to it first.'));
  return refs;
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
    body = await answer(q, deps, options, tally);
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

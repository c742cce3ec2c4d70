// One kind of question a cell asks, declared once: its title, its cost before the cache, the items
// it names and how it is answered. The table of every kind is index.ts; the language that writes a
// question from a cell's text is ../parse.ts. Pure.
import type { RequestOptions } from '../../../../../service/api/service';
import type { ItemRef } from '../../../../../shared/items';
import type { CellOutput } from '../../../../../shared/protocol/cellOutput';
import type { Tally } from '../tally';
import type { CellContext, CellQuery, CellRunDeps, Subjects } from '../types';

export type QueryKind = CellQuery['kind'];
export type QueryOf<K extends QueryKind> = Extract<CellQuery, { kind: K }>;

/** What an answer holds besides its envelope. */
export type Body = Pick<CellOutput, 'table' | 'chart' | 'markdown'>;

/** A run in progress: the shared client and the cell's context, its request options and tally. */
export interface CellRun {
  deps: CellRunDeps;
  options: RequestOptions;
  tally: Tally;
  /** The items of `subjects`, the Watchlist's expanded (an empty Watchlist is a note). */
  refs(subjects: Subjects): ItemRef[];
  /** Epoch seconds now. */
  now(): number;
}

export interface CellKind<K extends QueryKind> {
  /** The question in one line, the title of its answer ("bitcoin: interactions, sentiment by day, last month"). */
  describe(q: QueryOf<K>): string;
  /** The most requests its run may spend before the cache, plan refusals included: told before a costly run. */
  cost(q: QueryOf<K>, ctx: CellContext): number;
  /** The items it names, for completions elsewhere in the notebook. */
  names(q: QueryOf<K>): ItemRef[];
  answer(q: QueryOf<K>, run: CellRun): Promise<Body>;
}

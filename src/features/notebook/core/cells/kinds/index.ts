// Every kind of question a cell asks, one record each (kind.ts): a kind missing here, or a record
// of the wrong kind, does not compile. A new kind is its query in ../types.ts, its record, its
// line here, and its words in the language (../parse.ts, ../vocabulary.ts).
import type { ItemRef } from '../../../../../shared/items';
import type { CellContext, CellQuery } from '../types';
import { categoryTopics } from './categoryTopics';
import { changes } from './changes';
import { compare } from './compare';
import type { CellKind, QueryKind } from './kind';
import { posts } from './posts';
import { report } from './report';
import { search } from './search';
import { series } from './series';
import { summary } from './summary';
import { top } from './top';

const CELL_KINDS: { readonly [K in QueryKind]: CellKind<K> } = { summary, series, compare, top, posts, categoryTopics, report, search, changes };

/**
 * The record of `q`'s kind. The table's type matches each record to its own kind's queries, so the
 * record looked up by `q.kind` takes `q`; TypeScript cannot follow that link itself, hence the cast.
 */
export function kindOf(q: CellQuery): CellKind<QueryKind> {
  return CELL_KINDS[q.kind] as CellKind<QueryKind>;
}

/** A cell's question in one line, the title of its answer. */
export const describeQuery = (q: CellQuery): string => kindOf(q).describe(q);

/** The most requests a cell's run may spend, before the cache: what the controller tells a person before a costly run. */
export const estimateCost = (q: CellQuery, ctx: CellContext): number => kindOf(q).cost(q, ctx);

/** The items a cell's question names. */
export const queryRefs = (q: CellQuery): ItemRef[] => kindOf(q).names(q);

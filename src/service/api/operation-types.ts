// Types derived from the operation table (operations.ts), the way octokit derives its methods
// from one endpoints table: each row gives a method whose arguments are the path's
// identifiers (labelled, in order), the parameters the row accepts and the request options,
// and whose answer holds the data its decoder makes. Types only.
import type { ShapeData } from './decode';
import type { PathIdName, ReportList } from './identifiers';
import type { OperationId, OperationRow, OperationTable, ParamName } from './operations';
import type { RequestOptions } from './request';
import type { Answer } from './types';
import type { SearchJson } from './types-searches';
import type { Bucket, CreatorNetwork, Interval } from './values';

/** The `{name}`s of a path template, as a union. */
type PathIdsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathIdsOf<Rest> : never;

/** The argument each path identifier becomes, with its label. */
interface IdArgs {
  topic: [topic: string];
  category: [category: string];
  coin: [coin: string];
  stock: [stock: string];
  nft: [nft: string];
  creatorNetwork: [network: CreatorNetwork];
  creator: [creator: string];
  postType: [postType: string];
  post: [post: string];
  slug: [slug: string];
  network: [network: string];
  id: [id: string];
  list: [list: ReportList];
  query: [query: string];
}

type IdArgsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? [...(Name extends PathIdName ? IdArgs[Name] : [never]), ...IdArgsOf<Rest>]
  : [];

/** What each query parameter takes. */
interface ParamValues {
  bucket: Bucket;
  interval: Interval;
  /** unix seconds */
  start: number;
  end: number;
  /** a metric name */
  sort: string;
  limit: number;
  desc: boolean;
  /** from 0 */
  page: number;
  filter: string;
  /** one term or phrase */
  term: string;
  /** terms (and rollups) as an object, or as the JSON text of one */
  search_json: SearchJson | string;
  name: string;
  priority: boolean;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredOf<R extends OperationRow> = R extends { required: readonly (infer P extends ParamName)[] } ? P : never;
type OneOfOf<R extends OperationRow> = R extends { oneOf: readonly (infer P extends ParamName)[] } ? P : never;

/** Exactly one of the names in `O`. */
type ExactlyOne<O extends ParamName> = [O] extends [never]
  ? unknown
  : { [P in O]: { [Q in P]: ParamValues[Q] } & { [Q in Exclude<O, P>]?: never } }[O];

export type ParamsOf<R extends OperationRow> = Simplify<
  { [P in Exclude<R['params'][number], RequiredOf<R> | OneOfOf<R>>]?: ParamValues[P] }
  & { [P in RequiredOf<R>]: ParamValues[P] }
> & ExactlyOne<OneOfOf<R>>;

/** No argument without parameters; a required one when some must be given. */
type ParamArgs<R extends OperationRow> = R['params'] extends readonly []
  ? []
  : [RequiredOf<R> | OneOfOf<R>] extends [never] ? [params?: ParamsOf<R>] : [params: ParamsOf<R>];

export type DataOf<R extends OperationRow> = ShapeData[R['shape']];

type MethodOf<R extends OperationRow> =
  (...args: [...IdArgsOf<R['path']>, ...ParamArgs<R>, options?: RequestOptions]) => Promise<Answer<DataOf<R>>>;

/** One method per operation, named by its id. */
export type OperationMethods = { [K in OperationId]: MethodOf<OperationTable[K]> };

/** What each operation's answer holds. */
export type OperationData = { [K in OperationId]: DataOf<OperationTable[K]> };

export type OperationParams<K extends OperationId> = ParamsOf<OperationTable[K]>;

type Problem<Text extends string> = { problem: Text };

type PathCheck<R extends OperationRow> = [Exclude<PathIdsOf<R['path']>, PathIdName>] extends [never]
  ? unknown
  : Problem<`the path names an identifier with no rule: {${Exclude<PathIdsOf<R['path']>, PathIdName>}}`>;

type LimitCheck<R extends OperationRow> = 'limit' extends R['params'][number]
  ? R extends { maxLimit: number } ? unknown : Problem<'a row that takes "limit" must give its maxLimit'>
  : unknown;

type SubsetCheck<R extends OperationRow> = [Exclude<RequiredOf<R> | OneOfOf<R>, R['params'][number]>] extends [never]
  ? unknown
  : Problem<'"required" and "oneOf" may only name parameters of the row'>;

type InvalidatesCheck<R extends OperationRow, Ids extends string> = R extends { invalidates: readonly (infer T)[] }
  ? [Exclude<T, Ids>] extends [never] ? unknown : Problem<'"invalidates" names an operation that is not in the table'>
  : unknown;

/**
 * Rules across the fields of a row: `unknown` when it keeps them all, else a `problem` property
 * the row lacks, whose type says what is wrong (so the table fails to compile at that row).
 */
type RowChecks<R extends OperationRow, Ids extends string> = PathCheck<R> & LimitCheck<R> & SubsetCheck<R> & InvalidatesCheck<R, Ids>;

/** A table its rows can be assigned to only when every row keeps the rules across its fields. */
export type CheckedRows<T extends Record<string, OperationRow>> = { readonly [K in keyof T]: T[K] & RowChecks<T[K], keyof T & string> };

/**
 * Rules across a row's fields that `satisfies` cannot state, applied to the real table: a row
 * breaking one fails to compile here, by name. Checked by the compiler only; nothing calls it.
 */
export const checkTable: (table: OperationTable) => CheckedRows<OperationTable> = (table) => table;

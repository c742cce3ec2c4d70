// What an operation's handler receives, and the checks every handler shares.
import { checkIdentifier, type IdentifierKind } from '../../api/identifiers';
import { allows } from '../../api/plans';
import type { OperationId } from '../../api/operations';
import type { Dataset } from '../data/dataset';
import type { Caller } from '../gate';
import { HttpError } from '../reply';
import { NOT_FOUND } from '../reply';
import type { SavedSearches } from '../searches';

export interface Call {
  data: Dataset;
  /** Saved searches of every key, this emulator's own. */
  searches: SavedSearches;
  q: URLSearchParams;
  /** seconds: when the request was answered (`generated`, the windows asked for) */
  now: number;
  /** seconds: the moment the figures are of (see worldHour) */
  at: number;
  caller: Caller;
  /** The path's identifiers by their names in the operation's template, decoded. */
  params: Record<string, string>;
}

/** The body of the answer (serialised as JSON), or an HttpError thrown. */
export type Handler = (c: Call) => unknown;

/** A handler for every operation of the table. */
export type Handlers = { readonly [Id in OperationId]: Handler };

export function checked(kind: IdentifierKind, value: string): string {
  const problem = checkIdentifier(kind, value);
  if (problem) throw new HttpError(400, problem.message);
  return value.trim();
}

/** `value`, or the service's 404 when there is none. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(404, NOT_FOUND);
  return value;
}

/** Whether the caller's plan sees social fields (lower plans get market data without them). */
export function social(c: Call): boolean {
  return allows(c.caller.plan.access, 'limited');
}

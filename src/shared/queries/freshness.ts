// How old the answers behind one view are, taken together: the oldest of them, and, when any was
// served from the cache because the service could not be reached, since when and why. Pure.
import type { ServiceError } from '../../service/api/errors';
import type { Answer } from '../../service/api/types';
import { errorMessage } from './errorWords';

export const UNREACHABLE = 'the service could not be reached';

export interface Stale {
  /** When the data shown was received, ms since the epoch. */
  since: number;
  reason: string;
  /** The failure itself, when the client served the data stale (its kind, when to retry). */
  error?: ServiceError;
}

export interface Freshness {
  /** The oldest answer used, ms since the epoch; undefined when nothing was fetched. */
  receivedAt?: number;
  /** Set when the client served cached data because the network failed. */
  stale?: Stale;
}

/** What freshness reads of an answer; `staleReason`, words said already (a comparison's subject), else those of `staleError`. */
type Aged = Pick<Answer<unknown>, 'receivedAt' | 'stale' | 'staleError'> & { staleReason?: string };

export function freshness(answers: readonly Aged[]): Freshness {
  if (!answers.length) return {};
  const receivedAt = Math.min(...answers.map((a) => a.receivedAt));
  const stale = answers.filter((a) => a.stale);
  if (!stale.length) return { receivedAt };
  const error = stale.find((a) => a.staleError)?.staleError;
  return {
    receivedAt,
    stale: {
      since: Math.min(...stale.map((a) => a.receivedAt)), reason: stale.find((a) => a.staleReason)?.staleReason ?? (error ? errorMessage(error) : UNREACHABLE), ...(error ? { error } : {}),
    },
  };
}

// The words a person reads for an error, built once for every surface: tree rows, notifications,
// notes, stale marks, panels. A wait the service names is said once, in the zone the person chose
// (`socialPulse.timeZone`), never in the service's UTC. Panels say theirs with the same
// withRetryTime (shared/format/time). Pure.
import * as l10n from '../format/l10n';
import { isServiceError } from '../../service/api/errors';
import { withRetryTime } from '../format/time';

/**
 * The words for a request the client refused because the key, plan or address changed while it
 * waited: not the person's cancel, so said wherever a cancel is not.
 */
function supersededWords(): string {
  return l10n.t('The API key, plan or service address changed while this was running, so it was not sent: try again.');
}

/** Our own errors carry a message written for people (its wait said in the person's zone); anything else is a defect, said plainly. */
export function errorMessage(error: unknown, now = Date.now()): string {
  if (isServiceError(error)) {
    if (error.kind === 'superseded') return supersededWords();
    // the service's message says the wait in UTC; its reason leaves that to us
    return error.retryAt !== undefined && error.reason !== undefined ? withRetryTime(error.reason, error.retryAt, now) : error.message;
  }
  // as service/log's errorText says it (the log is no floor of shared/queries)
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  return detail ? l10n.t('Something went wrong while loading: {0}', detail) : l10n.t('Something went wrong while loading.');
}

// An error as a person reads it in a panel: what went wrong, when retrying may succeed and the
// command that fixes it. The host makes it (src/editor/errorPolicy.ts); a section or an item of a
// comparison shows it.
import type { ServiceErrorKind } from '../../service/api/errors';
import type { FixAction } from './fixes';

export interface ErrorInfo {
  kind: ServiceErrorKind | 'internal';
  message: string;
  /** ms since the epoch when retrying may succeed */
  retryAt?: number;
  /** The command offered beside Retry (a key to set or replace, a plan to choose). */
  fix?: FixAction;
}

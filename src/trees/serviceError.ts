import { isServiceError } from '../api/errors';

/** A load given up because a newer one superseded it: not an error to show. */
export function isCancellation(error: unknown): boolean {
  if (isServiceError(error) && error.kind === 'cancelled') return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

// The client runs from its own bundle (dist/service.js), so its ServiceError is a different
// class from the one this bundle would import: `instanceof` fails across the two. Recognise
// the error by its shape instead.
import type { ServiceErrorKind } from '../api/errors';

export interface ServiceErrorShape {
  kind: ServiceErrorKind;
  message: string;
  retryAt?: number;
}

export function asServiceError(error: unknown): ServiceErrorShape | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Record<string, unknown>;
  if (e.name !== 'ServiceError' || typeof e.kind !== 'string' || typeof e.message !== 'string') return undefined;
  return {
    kind: e.kind as ServiceErrorKind,
    message: e.message,
    retryAt: typeof e.retryAt === 'number' ? e.retryAt : undefined,
  };
}

/** A load given up because a newer one superseded it: not an error to show. */
export function isCancellation(error: unknown): boolean {
  if (asServiceError(error)?.kind === 'cancelled') return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

// Errors as the webview shows them. The client lives in another bundle (dist/service.js), so its
// ServiceError is a different class from ours: recognise it by shape, not `instanceof`.
import type { ServiceErrorKind } from '../api/errors';
import type { ErrorInfo } from '../protocol/messages';

const KINDS: readonly ServiceErrorKind[] = [
  'invalid-input', 'unauthorized', 'plan', 'not-found', 'rate-limited-minute', 'rate-limited-day',
  'server', 'network', 'timeout', 'cancelled', 'bad-response',
];

export function isServiceErrorLike(e: unknown): e is { kind: ServiceErrorKind; message: string; retryAt?: number } {
  if (typeof e !== 'object' || e === null) return false;
  const v = e as Record<string, unknown>;
  return v.name === 'ServiceError' && typeof v.message === 'string'
    && (KINDS as readonly unknown[]).includes(v.kind);
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (isServiceErrorLike(e)) {
    return typeof e.retryAt === 'number' ? { kind: e.kind, message: e.message, retryAt: e.retryAt } : { kind: e.kind, message: e.message };
  }
  // not a ServiceError: a defect of ours; the details go to the log, not to the panel
  return { kind: 'internal', message: 'Something went wrong showing this section. Retry, or see the Social Pulse log.' };
}

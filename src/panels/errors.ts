// Errors as the webview shows them.
import { isServiceError } from '../api/errors';
import type { ErrorInfo } from '../protocol/messages';

export function toErrorInfo(e: unknown): ErrorInfo {
  if (isServiceError(e)) {
    return typeof e.retryAt === 'number' ? { kind: e.kind, message: e.message, retryAt: e.retryAt } : { kind: e.kind, message: e.message };
  }
  // not a ServiceError: a defect of ours; the details go to the log, not to the panel
  return { kind: 'internal', message: 'Something went wrong showing this section. Retry, or see the Social Pulse log.' };
}

// Errors as the webview shows them.
import { ERROR_POLICY, isServiceError } from '../api/errors';
import type { ErrorInfo, FixAction } from '../protocol/messages';

/** `hasKey`: whether a key is set, so a refused one is managed and a missing one set. */
export function toErrorInfo(e: unknown, hasKey = true): ErrorInfo {
  if (isServiceError(e)) {
    const policy = ERROR_POLICY[e.kind].fix;
    const fix: FixAction | undefined = policy === 'key' ? (hasKey ? 'manageKeys' : 'setApiKey')
      : policy === 'plan' ? 'choosePlan' : undefined;
    return {
      kind: e.kind,
      message: e.message,
      ...(typeof e.retryAt === 'number' ? { retryAt: e.retryAt } : {}),
      ...(fix ? { fix } : {}),
    };
  }
  // not a ServiceError: a defect of ours; the details go to the log, not to the panel
  return { kind: 'internal', message: 'Something went wrong showing this section. Retry, or see the Social Pulse log.' };
}

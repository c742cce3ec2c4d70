// Guards of the request/reply envelope around the messages of guards.ts. The host answers every
// request once, by its id; notices (ready, visible, rendered) travel bare and get no answer.
import { isObj } from './check';
import { isErrorInfo, isWebviewMessage } from './guards';
import type { ReplyMessage, RequestEnvelope, WebviewMessage, WebviewNotice } from './messages';

const NOTICES: ReadonlySet<string> = new Set<WebviewNotice['type']>(['ready', 'visible', 'rendered']);

function isRequestId(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

export function isNoticeType(message: WebviewMessage): message is WebviewNotice {
  return NOTICES.has(message.type);
}

/** A notice, bare: a request outside its envelope is refused (it could not be answered). */
export function isWebviewNotice(v: unknown): v is WebviewNotice {
  return isWebviewMessage(v) && isNoticeType(v);
}

export function isRequestEnvelope(v: unknown): v is RequestEnvelope {
  return isObj(v) && v.type === 'request' && isRequestId(v.id) && Object.keys(v).length === 3
    && isWebviewMessage(v.request) && !isNoticeType(v.request);
}

export function isReplyMessage(v: unknown): v is ReplyMessage {
  if (!isObj(v) || v.type !== 'reply' || !isRequestId(v.id)) return false;
  return v.ok === true ? v.error === undefined : v.ok === false && isErrorInfo(v.error);
}

// The webview's side of the channel: notices told to the host, requests asked of it (each in an
// envelope with an id, answered by one reply with that id), and the saved UI state.
import type { ErrorInfo, ReplyMessage, WebviewMessage, WebviewRequest } from '../../shared/protocol/messages';
import { isNoticeType } from '../../shared/protocol/requests';
import { readPanelState, type PanelState } from '../../shared/protocol/state';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const api = acquireVsCodeApi();

/** The host's failure of a request: what it said, for whoever awaits it. */
class RequestFailed extends Error {
  constructor(readonly error: ErrorInfo) {
    super(error.message);
  }
}

let lastId = 0;
const pending = new Map<number, { resolve(): void; reject(e: RequestFailed): void }>();

/** Asks the host; settles when its reply comes (a failure is shown by the host or in the section too). */
export function request(message: WebviewRequest): Promise<void> {
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    api.postMessage({ type: 'request', id, request: message });
  });
}

/** Tells or asks the host, not waiting for the answer. */
export function post(message: WebviewMessage): void {
  if (isNoticeType(message)) api.postMessage(message);
  else request(message).catch(() => undefined);
}

/**
 * Asks the host on a button's click; the button stays disabled until the answer, so a second
 * click cannot open a second save dialog behind the first.
 */
export function askFrom(button: HTMLButtonElement, message: WebviewRequest): void {
  button.disabled = true;
  request(message).catch(() => undefined).finally(() => {
    button.disabled = false;
  });
}

/** The reply to one of this page's requests; one to an unknown id (a page before a reload) is dropped. */
export function settle(reply: ReplyMessage): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  pending.delete(reply.id);
  if (reply.ok) waiting.resolve();
  else waiting.reject(new RequestFailed(reply.error));
}

/** The saved state, if it is readable (it comes from disk and may be from an older version). */
export function savedState(): PanelState | undefined {
  return readPanelState(api.getState());
}

export function saveState(state: PanelState): void {
  api.setState(state);
}

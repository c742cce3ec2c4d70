// The webview's side of the channel: typed posts to the host and the saved UI state.
import type { WebviewMessage } from '../protocol/messages';
import { readPanelState, type PanelState } from '../protocol/state';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const api = acquireVsCodeApi();

export function post(message: WebviewMessage): void {
  api.postMessage(message);
}

/** The saved state, if it is readable (it comes from disk and may be from an older version). */
export function savedState(): PanelState | undefined {
  return readPanelState(api.getState());
}

export function saveState(state: PanelState): void {
  api.setState(state);
}

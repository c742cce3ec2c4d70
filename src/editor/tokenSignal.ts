// The one bridge from an editor CancellationToken (progress notifications, chat, tools) to the
// AbortSignal the client and the MCP probe take.
import type * as vscode from 'vscode';

/** Runs `work` with a signal that aborts when `token` is cancelled (at once if it already is). */
export async function withTokenSignal<T>(token: vscode.CancellationToken, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const subscription = token.onCancellationRequested(() => controller.abort());
  if (token.isCancellationRequested) controller.abort();
  try {
    return await work(controller.signal);
  } finally {
    subscription.dispose();
  }
}

// The one bridge from an editor CancellationToken to an AbortSignal (progress notifications,
// chat tools, the MCP check): a request in flight stops when the person cancels.
import * as assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { withTokenSignal } from '../../src/editor/tokenSignal';

/** A CancellationToken as the editor hands one out, with a way to cancel it and count listeners. */
function tokenSource(cancelled = false) {
  const listeners = new Set<() => void>();
  const token: vscode.CancellationToken = {
    get isCancellationRequested() { return cancelled; },
    onCancellationRequested: (listener: () => void) => {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
  } as vscode.CancellationToken;
  return { token, listeners, cancel: () => { cancelled = true; for (const l of [...listeners]) l(); } };
}

describe('token to signal', () => {
  it('aborts the signal when the token is cancelled while the work runs', async () => {
    const source = tokenSource();
    const result = withTokenSignal(source.token, (signal) => new Promise((resolve) => {
      signal.addEventListener('abort', () => resolve('stopped'), { once: true });
    }));
    source.cancel();
    assert.equal(await result, 'stopped');
  });

  it('hands an aborted signal to work started with a token already cancelled', async () => {
    const source = tokenSource(true);
    assert.equal(await withTokenSignal(source.token, async (signal) => signal.aborted), true);
  });

  it('stops listening once the work is done, whether it succeeded or failed', async () => {
    const source = tokenSource();
    let seen: AbortSignal | undefined;
    assert.equal(await withTokenSignal(source.token, async (signal) => { seen = signal; return 1; }), 1);
    await assert.rejects(withTokenSignal(source.token, async () => { throw new Error('failed'); }), /failed/);
    assert.equal(source.listeners.size, 0);
    source.cancel();
    assert.equal(seen?.aborted, false, 'a cancel after the work ended reached it');
  });
});

// What a panel section (and a tree line) offers beside Retry when retrying cannot help.
import * as assert from 'node:assert/strict';
import { ServiceError } from '../../src/service/api/errors';
import { REJECTED_KEY_MESSAGE } from '../../src/service/api/failures';
import { fixDetails, fixFor, isCancellation, passesByItself, toErrorInfo } from '../../src/editor/errorPolicy';
import { fixLabel } from '../../src/shared/protocol/fixes';
import { isHostMessage, isWebviewMessage } from '../../src/shared/protocol/guards';
import { failureNode } from '../../src/editor/treeKit/core/states';
import { startEmulator } from '../../src/service/demo/server';
import { clientFor, failure } from './client-helpers';

describe('panels: fixes offered beside Retry', () => {
  it('a rejected key offers Manage API Keys, a missing one Set API Key, a plan Choose Plan', () => {
    const rejected = new ServiceError('unauthorized', REJECTED_KEY_MESSAGE, { status: 401 });
    assert.equal(toErrorInfo(rejected, true).fix, 'manageKeys');
    assert.equal(toErrorInfo(rejected, false).fix, 'setApiKey');
    assert.equal(toErrorInfo(new ServiceError('plan', 'Your plan does not include this.')).fix, 'choosePlan');
  });

  it('errors a retry may clear offer nothing else', () => {
    for (const kind of ['server', 'network', 'timeout', 'rate-limited-minute', 'bad-response', 'not-found'] as const) {
      assert.equal(toErrorInfo(new ServiceError(kind, 'x')).fix, undefined, kind);
    }
    assert.equal(toErrorInfo(new TypeError('x')).fix, undefined);
  });

  it('the webview may ask only for those fixes, and the host may send only those', () => {
    for (const action of ['setApiKey', 'manageKeys', 'choosePlan']) {
      assert.ok(isWebviewMessage({ type: 'fix', action }), action);
      assert.ok(isHostMessage({ type: 'error', section: 'summary', error: { kind: 'unauthorized', message: 'm', fix: action } }), action);
    }
    for (const action of ['workbench.action.terminal.new', 'socialPulse.setApiKey', '', undefined, 1]) {
      assert.equal(isWebviewMessage({ type: 'fix', action }), false, String(action));
      assert.equal(isHostMessage({ type: 'error', section: 'summary', error: { kind: 'unauthorized', message: 'm', fix: action } }), action === undefined, String(action));
    }
  });
});

describe('error policy: one decision for trees and panels', () => {
  it('a tree line and a panel section offer the same fix in the same words', () => {
    const rejected = new ServiceError('unauthorized', REJECTED_KEY_MESSAGE, { status: 401 });
    const plan = new ServiceError('plan', 'Your plan does not include this.');
    for (const error of [rejected, plan]) {
      const fix = toErrorInfo(error).fix;
      assert.ok(fix);
      const node = failureNode('topics', error, 0);
      assert.deepEqual(node.action, { kind: 'command', command: fixDetails(fix).command.id, title: `${fixDetails(fix).label}…` });
      assert.equal(fixDetails(fix).label, fixLabel(fix).label);
    }
  });

  it('errors that pass by themselves are the transient ones; a cancellation is no error at all', () => {
    for (const kind of ['network', 'timeout', 'server', 'rate-limited-minute', 'rate-limited-day'] as const) {
      assert.equal(passesByItself(new ServiceError(kind, 'x')), true, kind);
    }
    for (const kind of ['unauthorized', 'plan', 'not-found', 'bad-response', 'invalid-input'] as const) {
      assert.equal(passesByItself(new ServiceError(kind, 'x')), false, kind);
    }
    assert.equal(passesByItself(new TypeError('x')), false);
    assert.equal(isCancellation(new ServiceError('cancelled', 'x')), true);
    assert.equal(isCancellation(Object.assign(new Error('x'), { name: 'AbortError' })), true);
    assert.equal(fixFor(new ServiceError('cancelled', 'x')), undefined);
  });
});

describe('panels: a rate limit says when to try again once', () => {
  it('the message leaves the time to the panel, which says it in its own zone', async () => {
    const emulator = await startEmulator();
    const { client } = clientFor(emulator);
    try {
      emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 30, times: 1 });
      const { error } = await failure(client.topic(emulator.data.topics[1]!.topic, { priority: 'background' }));
      assert.match(error.message, /UTC/, 'the service error itself says when, for a place without retryAt');
      const info = toErrorInfo(error);
      assert.ok(info.retryAt && info.retryAt > Date.now());
      assert.equal(info.message, 'Too many requests this minute.');
    } finally {
      client.dispose();
      await emulator.close();
    }
  });
});

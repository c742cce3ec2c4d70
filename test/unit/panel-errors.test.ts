// What a panel section offers beside Retry when retrying cannot help.
import * as assert from 'node:assert/strict';
import { ServiceError } from '../../src/api/errors';
import { REJECTED_KEY_MESSAGE } from '../../src/api/failures';
import { toErrorInfo } from '../../src/panels/errors';
import { isHostMessage, isWebviewMessage } from '../../src/protocol/guards';

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

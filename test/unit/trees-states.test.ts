// Failure rows of the trees: what a person can fix themselves is offered as the fix, not a retry.
import * as assert from 'node:assert/strict';
import { needsPerson, ServiceError } from '../../src/service/api/errors';
import { REJECTED_KEY_MESSAGE } from '../../src/service/api/failures';
import { failureNode } from '../../src/editor/treeKit/core/states';

const now = Date.UTC(2025, 0, 1, 12);

describe('trees: failures a person must fix', () => {
  it('a rejected key says so and opens Manage API Keys', () => {
    const node = failureNode('topics', new ServiceError('unauthorized', REJECTED_KEY_MESSAGE, { status: 401 }), now);
    assert.equal(node.id, 'topics/!key');
    assert.equal(node.owner, 'topics');
    assert.equal(node.label, REJECTED_KEY_MESSAGE);
    assert.deepEqual(node.action, { kind: 'command', command: 'socialPulse.manageKeys', title: 'Manage API Keys…' });
    assert.equal(node.contextValue, 'unauthorized');
    assert.equal(node.a11y, `Error: ${REJECTED_KEY_MESSAGE} Activate to manage API keys.`);
  });

  it('only a rejected key and a plan need the person; the rest may pass by retrying', () => {
    assert.equal(needsPerson(new ServiceError('unauthorized', 'x')), true);
    assert.equal(needsPerson(new ServiceError('plan', 'x')), true);
    for (const kind of ['server', 'network', 'timeout', 'rate-limited-minute', 'bad-response', 'not-found'] as const) {
      assert.equal(needsPerson(new ServiceError(kind, 'x')), false, kind);
    }
    assert.equal(needsPerson(new TypeError('x')), false);
  });

  it('an accessible error name ends with one full stop whatever the message brings', () => {
    const quoted = failureNode('coins', new ServiceError('server', 'The service said: "Service Unavailable".'), now);
    assert.equal(quoted.a11y, 'Error: The service said: "Service Unavailable". Activate to retry.');
    const bare = failureNode('coins', new ServiceError('network', 'Offline'), now);
    assert.equal(bare.a11y, 'Error: Offline. Activate to retry.');
  });
});

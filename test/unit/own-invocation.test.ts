// Commands that change state act without asking only for arguments the extension's own UI made.
// The panels and chat run from bundles of their own, each with its own copy of the module, so a
// mark made in one copy must be seen by another; a parsed link argument is never marked.
import * as assert from 'node:assert/strict';
import { asOwn, fromOwnUi } from '../../src/editor/ownInvocation';

/** A fresh copy of the module, as another bundle holds it. */
function anotherCopy(): typeof import('../../src/editor/ownInvocation') {
  const file = require.resolve('../../src/editor/ownInvocation');
  const cached = require.cache[file];
  delete require.cache[file];
  try {
    return require(file) as typeof import('../../src/editor/ownInvocation');
  } finally {
    if (cached) require.cache[file] = cached;
  }
}

describe('own invocation', () => {
  it('sees a mark made by another copy of the module (a panel bundle marks, the editor bundle checks)', () => {
    const other = anotherCopy();
    assert.notEqual(other.asOwn, asOwn, 'the test needs a second copy');
    const ref = other.asOwn({ kind: 'coin', id: 'bitcoin' });
    assert.equal(fromOwnUi(ref), true);
    assert.equal(other.fromOwnUi(asOwn({ kind: 'topic', id: 'solana' })), true);
  });

  it('never takes a parsed link argument, nor a copy of a marked one, as its own', () => {
    const marked = asOwn({ kind: 'topic', id: 'bitcoin' });
    assert.equal(fromOwnUi(JSON.parse(JSON.stringify(marked))), false);
    assert.equal(fromOwnUi({ ...marked }), false);
    assert.equal(fromOwnUi('bitcoin'), false);
    assert.equal(fromOwnUi(undefined), false);
  });
});

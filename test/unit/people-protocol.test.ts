// The guards of the creator, post and search panels' messages: what a webview may send, checked
// against well-formed and hostile input.
import * as assert from 'node:assert/strict';
import { isHostMessage, isWebviewMessage } from '../../src/shared/protocol/guards';
import { ITEM_ACTIONS } from '../../src/shared/protocol/people';
import { readPanelState } from '../../src/shared/protocol/state';

/** Deterministic junk: every JSON kind, nested a little. */
function junk(seed: number): unknown {
  const r = (n: number): number => Math.abs(Math.sin(seed * 9301 + n * 49297)) % 1;
  const pick = Math.floor(r(1) * 9);
  switch (pick) {
    case 0: return null;
    case 1: return r(2) * 1e6;
    case 2: return 'x'.repeat(Math.floor(r(3) * 5000));
    case 3: return [junk(seed + 1)];
    case 4: return { type: 'itemAction', action: junk(seed + 2) };
    case 5: return { type: 'itemAction', action: 'deleteSearch', extra: junk(seed + 3) };
    case 6: return { type: 'load', section: ['profile', 'post', 'search', 'changes'][Math.floor(r(4) * 4)], query: junk(seed + 4) };
    case 7: return { type: 'openItem', ref: { kind: 'search', id: junk(seed + 5), title: 'x' } };
    default: return { type: junk(seed + 6) };
  }
}

describe('protocol: creator, post and search messages', () => {
  it('accepts each panel action alone, and nothing carrying more', () => {
    for (const action of ITEM_ACTIONS) assert.ok(isWebviewMessage({ type: 'itemAction', action }));
    assert.equal(isWebviewMessage({ type: 'itemAction', action: 'deleteSearch', slug: 'someone-elses' }), false);
    assert.equal(isWebviewMessage({ type: 'itemAction', action: 'runCommand' }), false);
    assert.equal(isWebviewMessage({ type: 'itemAction' }), false);
  });

  it('loads the new sections without a query, and restores the new panels', () => {
    for (const section of ['profile', 'post', 'search', 'changes']) {
      assert.ok(isWebviewMessage({ type: 'load', section }));
      assert.equal(isWebviewMessage({ type: 'load', section, query: {} }), false);
    }
    assert.ok(isHostMessage({ type: 'data', section: 'search', data: { posts: [] }, meta: { generated: 1, stale: false, fromCache: false } }));
    assert.equal(isHostMessage({ type: 'data', section: 'changes', data: [], meta: { generated: 1, stale: false, fromCache: false } }), false);
    for (const view of ['creator', 'post', 'search'] as const) {
      const ref = { kind: view, id: view === 'search' ? 'term/bitcoin' : 'twitter::1', title: 'x' };
      assert.deepEqual(readPanelState({ v: 1, view, ref, ui: {} })?.ref, ref);
    }
  });

  it('never accepts junk as an action or a load of the new sections', () => {
    for (let seed = 0; seed < 2000; seed++) {
      const m = junk(seed);
      if (!isWebviewMessage(m)) continue;
      const v = m as { type: string; action?: unknown; section?: unknown; ref?: { id?: unknown } };
      if (v.type === 'itemAction') assert.ok((ITEM_ACTIONS as readonly unknown[]).includes(v.action) && Object.keys(v).length === 2);
      else if (v.type === 'load') assert.equal((m as { query?: unknown }).query, undefined);
      else if (v.type === 'openItem') assert.ok(typeof v.ref?.id === 'string' && v.ref.id.length > 0 && v.ref.id.length <= 300);
    }
  });
});

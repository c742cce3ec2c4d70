// The lazily loaded bundles (src/editor/connection/bundles.ts): a bundle missing from the installation
// fails with a message that names it and the fix, not a bare "Cannot find module".
import * as assert from 'node:assert/strict';
import { loadClient, loadEmulator, loadMcpProbe } from '../../src/editor/connection/bundles';

describe('lazily loaded bundles', () => {
  // compiled to out/src/editor/connection, where no bundle is built: every one is missing there
  it('names the missing bundle and the fix', () => {
    assert.throws(loadClient, /could not load its network client \(client\.js\): .*no such file or directory.*Reinstalling the extension should fix this\./s);
    assert.throws(loadEmulator, /could not load its demo data emulator \(emulator\.js\)/);
    assert.throws(loadMcpProbe, /could not load its tool endpoint check \(mcp-probe\.js\)/);
  });
});

// Renaming the active key changes only its name: the status bar shows the new one, and nothing
// that reads from the service (views, the ticker's figures, panels) is reset. Another key made
// active is a change of account, and everything reloads.
import * as assert from 'node:assert/strict';
import type * as ConnectionModule from '../../src/editor/connection/connection';
import type { ConnectionState } from '../../src/editor/connection/types';
import type * as KeyManagerModule from '../../src/editor/keys/keyManager';
import type { Settings } from '../../src/editor/settings';
import type { Logger } from '../../src/service/api/service';
import { until } from './client-helpers';
import { SharedSecrets } from './shared-secrets';
import { useVscodeStandIn } from './vscode-stand-in';

const quiet: Logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

describe('connection: the active key renamed', () => {
  const standIn = useVscodeStandIn();

  it('tells the places that show the name, and reloads nothing; a switch of key reloads', async () => {
    const { KeyManager } = standIn.load<typeof KeyManagerModule>('../../src/editor/keys/keyManager');
    const { Connection } = standIn.load<typeof ConnectionModule>('../../src/editor/connection/connection');
    const keys = new KeyManager(new SharedSecrets().window('A'), quiet);
    await keys.whenReady();
    const work = await keys.add('Work', 'lc_WORK_1111aaaa');
    const home = await keys.add('Home', 'lc_HOME_2222bbbb');
    const settings = {
      current: { demo: false, plan: 'builder', baseUrl: 'http://127.0.0.1:9/api4', markdownUrl: 'http://127.0.0.1:9', mcpUrl: 'http://127.0.0.1:9/mcp' },
      onDidChange: () => ({ dispose() {} }),
    } as unknown as Settings;
    const connection = new Connection({
      settings, keys, log: quiet, store: undefined as never,
      loadClient: () => assert.fail('nothing is requested'), loadEmulator: () => assert.fail('no demo data'),
    });
    const reloads: ConnectionState[] = [];
    const names: ConnectionState[] = [];
    connection.onDidChangeState((s) => reloads.push(s));
    connection.onDidChangeLabel((s) => names.push(s));
    assert.equal(connection.state.keyLabel, 'Work');

    await keys.rename(work.id, 'Work laptop');
    await until(() => connection.state.keyLabel === 'Work laptop', 'the new name in the state');
    assert.equal(reloads.length, 0, 'a rename reloads nothing');
    await until(() => names.length === 1, 'the new name told');
    assert.equal(names[0]!.keyLabel, 'Work laptop');

    await keys.setActive(home.id);
    await until(() => reloads.length === 1, 'the switch told');
    assert.equal(reloads[0]!.keyLabel, 'Home');
    assert.equal(names.length, 1);
    connection.dispose();
    keys.dispose();
  });
});

// Two windows share the editor's secret storage, which tells every window of each write. A window
// whose write of a key failed (a locked keyring) expects no echo of it: the next change of that
// key, made in another window, is taken, and its requests send the new key, not the old one.
import * as assert from 'node:assert/strict';
import type { Logger } from '../../src/service/api/service';
import type * as KeyManagerModule from '../../src/editor/keys/keyManager';
import { secretName } from '../../src/editor/keys/keyIndex';
import { until } from './client-helpers';
import { SharedSecrets } from './shared-secrets';
import { useVscodeStandIn } from './vscode-stand-in';

const quiet: Logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

describe('keys: a write that failed in one window', () => {
  const standIn = useVscodeStandIn();

  it('leaves that window taking the next change of the key from another window', async () => {
    const { KeyManager } = standIn.load<typeof KeyManagerModule>('../../src/editor/keys/keyManager');
    const secrets = new SharedSecrets();
    let locked = false;
    const a = new KeyManager(secrets.window('A', () => locked), quiet);
    await a.whenReady();
    const work = await a.add('Work', 'lc_OLD_1111aaaa');
    const b = new KeyManager(secrets.window('B'), quiet);
    await b.whenReady();
    assert.equal(await a.activeSecret(), 'lc_OLD_1111aaaa');

    locked = true;
    await assert.rejects(a.replace(work.id, 'lc_MID_2222bbbb'), /could not save the key/);
    locked = false;
    assert.equal(await a.activeSecret(), 'lc_OLD_1111aaaa', 'the key as stored');

    const name = secretName(work.id);
    const toldBefore = secrets.told.get('A')!.filter((k) => k === name).length;
    await b.replace(work.id, 'lc_NEW_3333cccc');
    await until(() => secrets.told.get('A')!.filter((k) => k === name).length > toldBefore, 'window A is told of B\'s new key');
    assert.equal(await a.activeSecret(), 'lc_NEW_3333cccc', 'window A sends the key B saved');
    a.dispose();
    b.dispose();
  });

  it('expects no echo of a delete that failed (the key removed from the list, its secret not deleted)', async () => {
    const { KeyManager } = standIn.load<typeof KeyManagerModule>('../../src/editor/keys/keyManager');
    const secrets = new SharedSecrets();
    let locked = false;
    const a = new KeyManager(secrets.window('A', () => locked), quiet);
    await a.whenReady();
    const work = await a.add('Work', 'lc_WORK_4444dddd');
    await a.add('Home', 'lc_HOME_5555eeee');
    const name = secretName(work.id);
    await until(() => secrets.told.get('A')!.includes(name), 'the added key\'s own echo has come');
    // what the window waits to hear back of its own writes; an echo no write will send would
    // swallow another window's next change of that secret
    const waiting = (a as unknown as { echoes: Map<string, number> }).echoes;
    assert.equal(waiting.size, 0, 'the echoes of the adds came');

    locked = true;
    await assert.rejects(a.remove(work.id), /could not delete the key/);
    locked = false;
    assert.deepEqual(a.list().map((k) => k.label), ['Home'], 'the key is out of the list');
    assert.deepEqual([...waiting.keys()].map((k) => (k === name ? 'the removed key' : 'another name')), [], 'no echo of the delete that failed is awaited');
    a.dispose();
  });
});

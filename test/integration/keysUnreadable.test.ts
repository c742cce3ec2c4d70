// The editor's secret storage failing at start (a locked keyring): the saved keys are unknown, not
// absent. A request says the storage could not be read, not "No API key is set", and once the
// storage answers again the next request finds the key and is served.
import * as assert from 'node:assert/strict';
import type { Connection } from '../../src/editor/connection/connection';
import type { SocialPulseApi } from '../../src/main/extension';
import { KeyManager } from '../../src/editor/keys/keyManager';
import {
  activateApi, connectionOver, type Emulator, emulatorBundle, fakeKey, MemorySecrets, type OwnConnection, pointAt, recordingLog, resetCore,
} from './coreHelpers';

/** Secrets whose reads fail while `locked`. */
class LockableSecrets extends MemorySecrets {
  locked = false;

  override async get(key: string): Promise<string | undefined> {
    if (this.locked) throw new Error('the keyring is locked');
    return super.get(key);
  }
}

describe('keys: a secret storage that cannot be read at start', () => {
  const { log, lines } = recordingLog();
  const key = fakeKey();
  let api: SocialPulseApi;
  let emulator: Emulator;
  let own: OwnConnection;
  let connection: Connection;
  const secrets = new LockableSecrets();

  before(async () => {
    api = await activateApi();
    await resetCore(api);
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    await pointAt(emulator);
    // a key saved in an earlier session, then the storage locked before this one starts
    const earlier = new KeyManager(secrets, log);
    await earlier.add('Work', key);
    earlier.dispose();
    secrets.locked = true;
    own = connectionOver(secrets, log);
    connection = own.connection;
    await own.keys.whenReady();
  });

  after(async () => {
    await own.close();
    await resetCore(api);
    await emulator.close();
    assert.ok(!lines.join('\n').includes(key), 'the key reached the log');
  });

  it('says the storage could not be read, not that no key is set; the key is found once it can be', async () => {
    await assert.rejects(connection.client(), (e: Error) => {
      assert.match(e.message, /secret storage could not be read: the keyring is locked\. Your saved API keys are not deleted/);
      assert.doesNotMatch(e.message, /No API key is set/);
      return true;
    });
    secrets.locked = false;
    const answer = await (await connection.client()).coinsList({ limit: 1 });
    assert.equal(answer.data.length, 1);
    assert.equal(connection.state.mode, 'key');
    assert.equal(connection.state.keyLabel, 'Work');
  });
});

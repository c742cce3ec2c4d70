// Which bundle the shared connection loads, and when, in the real extension host: with a key it
// loads dist/client.js ahead of the first request, which loads nothing else; demo mode adds
// dist/emulator.js; a request waiting for the emulator ends as cancelled as soon as its signal aborts.
import * as assert from 'node:assert/strict';
import type { EmulatorModule } from '../../src/editor/connection/bundles';
import type { Connection } from '../../src/editor/connection/connection';
import type { SocialPulseApi } from '../../src/main/extension';
import type { KeyManager } from '../../src/editor/keys/keyManager';
import {
  activateFresh, clientBundle, connectionOver, type Emulator, emulatorBundle, fakeKey, MemorySecrets, type OwnConnection, pointAt, recordingLog,
  resetCore, setSetting, waitFor,
} from './coreHelpers';

describe('connection: bundles loaded and requests cancelled', () => {
  const { log, lines } = recordingLog();
  const key = fakeKey();
  const loaded: string[] = [];
  /** Holds demo mode's emulator back until the test lets it start. */
  let letStart: () => void = () => undefined;
  const startAllowed = new Promise<void>((resolve) => { letStart = resolve; });
  let api: SocialPulseApi;
  let emulator: Emulator;
  let own: OwnConnection;
  let keys: KeyManager;
  let connection: Connection;

  before(async () => {
    api = await activateFresh();
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    await pointAt(emulator);
    own = connectionOver(new MemorySecrets(), log, {
      loadClient: () => {
        loaded.push('client.js');
        return clientBundle();
      },
      loadEmulator: (): EmulatorModule => {
        loaded.push('emulator.js');
        const bundle = emulatorBundle();
        return { ...bundle, startEmulator: async (options) => { await startAllowed; return bundle.startEmulator(options); } };
      },
    });
    ({ keys, connection } = own);
    await keys.whenReady();
  });

  after(async () => {
    letStart();
    await own.close();
    await resetCore(api);
    await emulator.close();
    assert.ok(!lines.join('\n').includes(key), 'the key reached the log');
  });

  it('loads nothing ahead of a request without a key; with one, the client, without sending a request', async () => {
    await connection.prepare();
    assert.deepEqual(loaded, []);
    await keys.add('Work', key);
    await waitFor('key mode', () => connection.state.mode === 'key');
    const served = emulator.requests();
    await connection.prepare();
    assert.deepEqual(loaded, ['client.js']);
    assert.equal(connection.quota()?.dayUsed, 0);
    assert.equal(emulator.requests(), served);
  });

  it('answers a request with a key after loading the client bundle only', async () => {
    const answer = await (await connection.client()).coinsList({ limit: 1 });
    assert.equal(answer.data.length, 1);
    assert.deepEqual(loaded, ['client.js']);
  });

  it('in demo mode, ends a request waiting for the emulator as cancelled when its signal aborts', async () => {
    await setSetting('demo', true);
    try {
      await waitFor('demo mode', () => connection.state.mode === 'demo');
      const abort = new AbortController();
      const waiting = connection.client(abort.signal);
      await waitFor('the emulator bundle to load', () => loaded.includes('emulator.js'));
      abort.abort();
      await assert.rejects(waiting, (e: unknown) => (e as { kind?: string }).kind === 'cancelled');

      letStart();
      const client = await connection.client();
      const origin = new URL(connection.address()).origin;
      assert.match(origin, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.notEqual(origin, emulator.origin, 'demo mode asked the configured service');
      assert.equal((await client.coinsList({ limit: 1 })).data.length, 1);
      assert.deepEqual(loaded, ['client.js', 'emulator.js'], 'a bundle was loaded twice, or one more was');
    } finally {
      await setSetting('demo', undefined);
    }
  });
});

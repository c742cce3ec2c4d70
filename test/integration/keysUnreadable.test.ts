// The editor's secret storage failing at start (a locked keyring): the saved keys are unknown, not
// absent. A request says the storage could not be read, not "No API key is set", and once the
// storage answers again the next request finds the key and is served. The side bar says so too
// (its own welcome, by a context key), and the keys are read again when the window gets the focus
// or by the welcome's command, without waiting for a request: the views then load.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Connection } from '../../src/editor/connection/connection';
import type { SocialPulseApi } from '../../src/main/extension';
import type { ConnectionState } from '../../src/editor/connection/types';
import { KeyManager } from '../../src/editor/keys/keyManager';
import { KEYS_UNREADABLE, UnreadableKeys } from '../../src/editor/keys/unreadable';
import { COMMANDS } from '../../src/shared/commandTable';
import {
  activateFresh, connectionOver, type Emulator, emulatorBundle, fakeKey, MemorySecrets, type OwnConnection, pointAt, recordingLog, resetCore, waitFor,
} from './coreHelpers';

/** Secrets whose reads fail while `locked`. */
class LockableSecrets extends MemorySecrets {
  locked = false;
  reads = 0;

  override async get(key: string): Promise<string | undefined> {
    this.reads++;
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
    api = await activateFresh();
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

  /** A window of its own over the locked storage: its keys, connection and context keys. */
  const lockedWindow = (): { keys: KeyManager; connection: Connection; watcher: UnreadableKeys; context: boolean[]; focus: vscode.EventEmitter<vscode.WindowState> } => {
    secrets.locked = true;
    const window = connectionOver(secrets, log);
    const context: boolean[] = [];
    const focus = new vscode.EventEmitter<vscode.WindowState>();
    const watcher = new UnreadableKeys(window.keys, (name, value) => {
      assert.equal(name, KEYS_UNREADABLE);
      context.push(value);
    }, focus.event);
    disposeAfter.push(watcher, focus);
    closeAfter.push(window);
    return { keys: window.keys, connection: window.connection, watcher, context, focus };
  };
  const disposeAfter: vscode.Disposable[] = [];
  const closeAfter: OwnConnection[] = [];
  afterEach(async () => {
    for (const d of disposeAfter.splice(0)) d.dispose();
    for (const w of closeAfter.splice(0)) await w.close();
    secrets.locked = false;
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

  it('the side bar says the keys could not be read; a focus of the window reads them again, and the views load', async () => {
    const win = lockedWindow();
    await waitFor('the unreadable state', () => win.context.at(-1) === true);
    assert.equal(win.connection.state.mode, 'none');
    const states: ConnectionState[] = [];
    disposeAfter.push(win.connection.onDidChangeState((s) => states.push(s)));
    // still locked: read again, still said
    const reads = secrets.reads;
    win.focus.fire({ focused: true, active: true });
    await waitFor('a read at the focus', () => secrets.reads > reads);
    assert.equal(win.keys.whyUnreadable() !== undefined, true);
    // unlocked meanwhile: the next focus finds the key, with no request asking for data
    secrets.locked = false;
    const served = emulator.requests();
    win.focus.fire({ focused: true, active: true });
    await waitFor('the views told of the key', () => states.some((s) => s.mode === 'key' && s.keyLabel === 'Work'));
    await waitFor('the unreadable state over', () => win.context.at(-1) === false);
    assert.equal(emulator.requests(), served);
  });

  it('the welcome\'s command reads them again; the manifest shows its own welcome while they cannot be read', async () => {
    const win = lockedWindow();
    const { watcher } = win;
    await win.keys.whenReady();
    assert.match(await watcher.readAgain() ?? '', /secret storage could not be read: the keyring is locked/);
    secrets.locked = false;
    assert.equal(await watcher.readAgain(), undefined);
    assert.equal(win.connection.state.mode, 'key');
    await waitFor('the unreadable state over', () => win.context.at(-1) === false);
    // the manifest: a welcome of its own, with the command, instead of the one asking for a key
    const root = (vscode.extensions.all.find((e) => e.packageJSON?.name === 'social-pulse') ?? assert.fail('no manifest')).extensionPath;
    const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    const manifest = read('package.json') as { contributes: { viewsWelcome: { view: string; contents: string; when: string }[] } };
    const words = read('package.nls.json') as Record<string, string>;
    const topics = manifest.contributes.viewsWelcome.filter((w) => w.view === 'socialPulse.topics');
    const locked = topics.find((w) => w.when.includes(`&& ${KEYS_UNREADABLE}`));
    assert.ok(locked, 'no welcome for keys that cannot be read');
    const text = words[locked.contents.replace(/^%|%$/g, '')] ?? '';
    assert.match(text, /could not be read.*They are not deleted/s);
    assert.ok(text.includes(`(command:${COMMANDS.readKeysAgain.id})`), text);
    assert.ok(topics.every((w) => w === locked || w.when.includes(`!${KEYS_UNREADABLE}`)), 'the welcome asking for a key shows as well');
  });
});

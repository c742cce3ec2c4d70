// The key manager in the real extension host: SecretStorage, checks against an emulator of
// the service, labels, the active key, rotation, removal and the five-key limit.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { addKey, replaceKey, type ConfirmUnverified } from '../../src/editor/keys/flows';
import { INDEX_SECRET, idOfSecret } from '../../src/editor/keys/keyIndex';
import { KeyManager } from '../../src/editor/keys/keyManager';
import { activateFresh, type Emulator, emulatorBundle, fakeKey, MemorySecrets, pointAt, recordingLog, resetCore, setSetting, turnOnDemo, waitFor } from './coreHelpers';

/** One secret storage shared by windows, counting the writes of the index. */
class CountingSecrets extends MemorySecrets {
  indexWrites = 0;
  private readonly names = new Set<string>();

  override async store(key: string, value: string): Promise<void> {
    if (key === INDEX_SECRET) this.indexWrites++;
    this.names.add(key);
    await super.store(key, value);
  }

  override async delete(key: string): Promise<void> {
    this.names.delete(key);
    await super.delete(key);
  }

  /** How many keys' secrets are stored. */
  keySecrets(): number {
    return [...this.names].filter((name) => idOfSecret(name) !== undefined).length;
  }
}

const neverAsked: ConfirmUnverified = async (reason) => assert.fail(`asked to save an unchecked key: ${reason}`);

describe('keys', () => {
  let api: SocialPulseApi;
  let emulator: Emulator;
  const accepted = [fakeKey(), fakeKey(), fakeKey()];
  const verify = (secret: string) => api.connection.verifyKey(secret);

  before(async () => {
    api = await activateFresh();
    emulator = await emulatorBundle().startEmulator({ keys: Object.fromEntries(accepted.map((k) => [k, 'builder'])) });
    await pointAt(emulator);
    await waitFor('the emulator address in use', () => api.connection.address() === emulator.baseUrl);
  });

  after(async () => {
    await resetCore(api);
    await emulator.close();
  });

  afterEach(async () => {
    for (const k of [...api.keys.list()]) await api.keys.remove(k.id);
  });

  it('checks a new key with the service, saves it, makes the first one active and shows it masked', async () => {
    const served = emulator.requests();
    const outcome = await addKey(api.keys, verify, 'Work', accepted[0]!, neverAsked);
    assert.ok(outcome.saved, JSON.stringify(outcome));
    assert.equal(outcome.verified, true);
    assert.equal(emulator.requests(), served + 1, 'the check should cost exactly one request');
    assert.equal(api.keys.active()?.label, 'Work');
    assert.equal(await api.keys.masked(outcome.entry.id), `••••${accepted[0]!.slice(-4)}`);
    await waitFor('key mode', () => api.connection.state.mode === 'key' && api.connection.state.keyLabel === 'Work');
    const check = await api.connection.check();
    assert.ok(check.ok, check.ok ? '' : check.message);
  });

  it('refuses a key the service does not accept, with its reason, and saves nothing', async () => {
    const outcome = await addKey(api.keys, verify, 'Typo', fakeKey(), neverAsked);
    assert.equal(outcome.saved, false);
    assert.match('reason' in outcome ? outcome.reason : '', /refused this key/);
    assert.deepEqual(api.keys.list(), []);
    assert.equal(api.connection.state.mode, 'none');
  });

  it('asks before saving a key it could not check, saves it only when told to, and a no is no failure', async () => {
    const closed = await emulatorBundle().startEmulator();
    await closed.close();
    await pointAt(closed);
    await waitFor('the closed address in use', () => api.connection.address() === closed.baseUrl);
    try {
      const reasons: string[] = [];
      const declined = await addKey(api.keys, verify, 'Offline', accepted[1]!, async (reason) => { reasons.push(reason); return false; });
      // the person's own choice: nothing to report as an error, nothing to try again
      assert.deepEqual(declined, { saved: false, cancelled: true });
      assert.equal(reasons.length, 1);
      assert.deepEqual(api.keys.list(), []);
      const saved = await addKey(api.keys, verify, 'Offline', accepted[1]!, async () => true);
      assert.ok(saved.saved);
      assert.equal(saved.verified, false);
    } finally {
      await pointAt(emulator);
      await waitFor('the emulator address in use', () => api.connection.address() === emulator.baseUrl);
    }
  });

  it('renames, switches the active key, replaces a secret and removes keys', async () => {
    const work = await api.keys.add('Work', accepted[0]!);
    const personal = await api.keys.add('Personal', accepted[1]!);
    assert.equal(api.keys.active()?.id, work.id, 'a second key does not take over');

    let events = 0;
    const sub = api.connection.onDidChangeState(() => events++);
    try {
      await api.keys.setActive(personal.id);
      await waitFor('Personal in use', () => api.connection.state.keyLabel === 'Personal');
      const beforeRename = events;
      await api.keys.rename(personal.id, 'Home');
      await waitFor('the new label in use', () => api.connection.state.keyLabel === 'Home');
      assert.equal(events, beforeRename, 'a rename changes only the name: nothing reloads');
      await assert.rejects(api.keys.rename(personal.id, 'work'), /exists already/);

      const rotated = await replaceKey(api.keys, verify, personal.id, accepted[2]!, neverAsked);
      assert.ok(rotated.saved, JSON.stringify(rotated));
      assert.equal(await api.keys.masked(personal.id), `••••${accepted[2]!.slice(-4)}`);
      const refused = await replaceKey(api.keys, verify, personal.id, fakeKey(), neverAsked);
      assert.equal(refused.saved, false);
      assert.equal(await api.keys.masked(personal.id), `••••${accepted[2]!.slice(-4)}`, 'a refused secret replaced the key');
      assert.ok(events >= 2, `expected a state change per switch and rotation, saw ${events}`);
      const check = await api.connection.check();
      assert.ok(check.ok, check.ok ? '' : check.message);
      // the next request carries a replaced secret at once (the active key is kept in memory)
      await api.keys.replace(personal.id, fakeKey());
      const stale = await api.connection.check();
      assert.equal(stale.ok === false && stale.kind, 'unauthorized', 'the request after a replacement went out with the old secret');
      await api.keys.replace(personal.id, accepted[2]!);
      const again = await api.connection.check();
      assert.ok(again.ok, again.ok ? '' : again.message);

      await api.keys.remove(personal.id);
      assert.equal(api.keys.active()?.label, 'Work', 'removing the active key hands over to the next one');
      await waitFor('Work in use', () => api.connection.state.keyLabel === 'Work');
      await api.keys.remove(work.id);
      await waitFor('no key', () => api.connection.state.mode === 'none');
    } finally {
      sub.dispose();
    }
  });

  it('replacing the active key\'s secret tells the connection once, when the new secret is the one read', async () => {
    const silent = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };
    const own = new KeyManager(new MemorySecrets(), silent);
    try {
      const entry = await own.add('Work', accepted[0]!);
      assert.equal(await own.activeSecret(), accepted[0], 'the old secret read and kept');
      const seen: { activeKey: boolean; secret: string | undefined }[] = [];
      const listening = own.onDidChange((change) => {
        void own.activeSecret().then((secret) => seen.push({ activeKey: change.activeKey, secret }));
      });
      await own.replace(entry.id, accepted[1]!);
      await waitFor('the change told', () => seen.length > 0);
      listening.dispose();
      assert.deepEqual(seen, [{ activeKey: true, secret: accepted[1] }], 'a change told before the new secret was written reloads everything with the old one');
    } finally {
      own.dispose();
    }
  });

  it('two windows adding a key in the same moment both keep theirs, and a removal made meanwhile still removes', async () => {
    const silent = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };
    // two windows: one secret storage, whose changes reach both
    const shared = new MemorySecrets();
    const windows = [new KeyManager(shared, silent), new KeyManager(shared, silent)] as const;
    const [one, two] = windows;
    const ids = (keys: KeyManager): string => keys.list().map((k) => k.id).sort().join(' ');
    const inEvery = async (what: string, wanted: string[]): Promise<void> => {
      const expected = [...wanted].sort().join(' ');
      await waitFor(what, () => windows.every((w) => ids(w) === expected));
      // and as stored: a window opened now reads the same
      const later = new KeyManager(shared, silent);
      try {
        await later.whenReady();
        assert.equal(ids(later), expected, `${what}: the stored index`);
      } finally {
        later.dispose();
      }
    };
    try {
      const [work, home] = await Promise.all([one.add('Work', fakeKey()), two.add('Home', fakeKey())]);
      await inEvery('both keys in both windows', [work.id, home.id]);
      const [, spare] = await Promise.all([one.remove(work.id), two.add('Spare', fakeKey())]);
      await inEvery('Work removed, Spare added', [home.id, spare.id]);
    } finally {
      for (const w of windows) w.dispose();
    }
  });

  it('two windows adding the fifth key in the same moment: one is refused, both show the same five, and the index is written no more', async () => {
    const silent = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };
    const shared = new CountingSecrets();
    const windows = [new KeyManager(shared, silent), new KeyManager(shared, silent)] as const;
    const [one, two] = windows;
    const ids = (keys: KeyManager): string => keys.list().map((k) => k.id).sort().join(' ');
    try {
      for (let n = 1; n <= 4; n++) await one.add(`Key ${n}`, fakeKey());
      await waitFor('four keys in both windows', () => two.list().length === 4);
      const outcomes = await Promise.allSettled([one.add('Work', fakeKey()), two.add('Home', fakeKey())]);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      const added = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      assert.equal(refused.length, 1, 'one of the two refused');
      assert.match(refused[0] instanceof Error ? refused[0].message : '', /at most 5 keys/);
      await waitFor('the same five keys in both windows', () => ids(one) === ids(two) && one.list().length === 5);
      assert.ok(one.list().some((k) => k.id === added[0]!.id), 'the key added is kept');
      assert.equal(shared.keySecrets(), 5, 'the refused key\'s secret is left behind');
      // a reload now writes nothing: each window's next change runs after the reloads queued before it
      const writes = shared.indexWrites;
      await one.setActive(one.active()!.id);
      await two.setActive(two.active()!.id);
      await one.setActive(one.active()!.id);
      assert.equal(shared.indexWrites, writes + 3, 'the index was written again by a reload');
      assert.equal(ids(one), ids(two));
    } finally {
      for (const w of windows) w.dispose();
    }
  });

  it('refuses a name holding the key being renamed or another saved key, on the change and in the box before, and logs neither', async () => {
    const { log, lines } = recordingLog();
    const own = new KeyManager(new MemorySecrets(), log);
    // short enough that a name holding one stays within the 40 characters a name may have
    const [work, home] = [fakeKey().slice(-16), fakeKey().slice(-16)];
    try {
      const entry = await own.add('Work', work);
      await own.add('Home', home);
      for (const secret of [work, home]) {
        await assert.rejects(own.rename(entry.id, `Work ${secret}`), (e: Error) => e.name === 'KeyError' && /looks like a key/.test(e.message));
        await assert.rejects(own.add(`New ${secret}`, fakeKey()), /looks like a key/);
        assert.match(await own.problemWithLabel(`Work ${secret}`, { id: entry.id }) ?? '', /looks like a key/, 'the rename box let it through');
        assert.match(await own.problemWithLabel(`New ${secret}`, { secret: fakeKey() }) ?? '', /looks like a key/, 'the new key\'s name box let it through');
      }
      const fresh = fakeKey().slice(-16);
      await assert.rejects(own.add(`Mine ${fresh}`, fresh), /looks like a key/);
      assert.deepEqual(own.list().map((k) => k.label), ['Work', 'Home']);
      const logged = lines.join('\n');
      for (const secret of [work, home, fresh]) assert.ok(!logged.includes(secret), 'a key reached the log');
    } finally {
      own.dispose();
    }
  });

  it('keeps at most five keys and refuses a key saved already', async () => {
    const first = fakeKey();
    await api.keys.add('Key 1', first);
    assert.match(await api.keys.problemWithNew('Again', first) ?? '', /saved already, as "Key 1"/);
    await assert.rejects(api.keys.add('Again', first), /saved already/);
    for (let n = 2; n <= 5; n++) await api.keys.add(`Key ${n}`, fakeKey());
    assert.equal(api.keys.list().length, 5);
    assert.match(await api.keys.problemWithNew('Six', fakeKey()) ?? '', /at most 5 keys/);
    await assert.rejects(api.keys.add('Six', fakeKey()), /at most 5 keys/);
    const outcome = await addKey(api.keys, verify, 'Six', accepted[0]!, neverAsked);
    assert.equal(outcome.saved, false, 'the flow saved a sixth key');
    assert.equal(api.keys.list().length, 5);
  });

  it('keeps keys out of settings and offers no way to read one back', async () => {
    const secret = accepted[0]!;
    await api.keys.add('Work', secret);
    const settings = JSON.stringify(vscode.workspace.getConfiguration('socialPulse'));
    assert.ok(!settings.includes(secret), 'a key reached the settings');
    assert.ok(!settings.includes(secret.slice(-12)), 'part of a key reached the settings');
    for (const part of [api.keys, api.connection] as object[]) {
      for (const name of ['bearer', 'activeSecret', 'secrets']) assert.ok(!(name in part), `the API exposes ${name}`);
    }
    const shown = JSON.stringify([api.keys.list(), api.connection.state, api.status.text]);
    assert.ok(!shown.includes(secret.slice(-8)), 'a key reached what the API shows');
  });

  it('switches to demo data and back without touching the keys', async () => {
    await api.keys.add('Work', accepted[0]!);
    await turnOnDemo(api);
    assert.equal(api.keys.list().length, 1);
    await setSetting('demo', undefined);
    await waitFor('key mode', () => api.connection.state.mode === 'key');
  });
});

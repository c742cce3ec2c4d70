// The saved cache is tied to the account whose answers it holds. A switch of key whose clear never
// reached the file (made with demo data on, whose answers are not saved; or a window closed
// within the write delay) leaves key A's answers on disk: the next window, with key B, must not
// serve them, neither as fresh nor as stale stand-ins.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import type { CacheStore } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, MemoryStore, until } from './client-helpers';

// 2025-03-10 12:20:00 UTC
const T0 = Date.UTC(2025, 2, 10, 12, 20, 0);
const A = 'key-a-7c31e0d2';
const B = 'key-b-0f9a64b8';
// what the connection stamps (connection.ts take()): mode, key entry id, rotation, plan
const ACCOUNT_A = JSON.stringify(['key', 'entry-a', 0, 'builder', 100, 20000]);
const ACCOUNT_B = JSON.stringify(['key', 'entry-b', 0, 'builder', 100, 20000]);

describe('client: the saved cache belongs to one account', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  const topic = (): string => emulator.data.topics[2]!.topic;

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [A]: 'builder', [B]: 'builder' } });
  });
  afterEach(async () => {
    await emulator.close();
  });

  /** A window with key A that saved its answers, as the file is left after the switch. */
  async function savedByA(): Promise<MemoryStore> {
    const store = new MemoryStore();
    const a = clientFor(emulator, { clock, store, getKey: async () => A, account: ACCOUNT_A });
    await a.client.topicsList();
    await a.client.topicPosts(topic());
    await a.client.flush();
    a.client.dispose();
    assert.ok(store.text && !store.text.includes(A), 'the stamp is not the key');
    return store;
  }

  it("key B's window does not serve key A's saved answers, fresh or stale", async () => {
    const store = await savedByA();
    const before = emulator.requests();
    const b = clientFor(emulator, { clock, store, getKey: async () => B, account: ACCOUNT_B });
    const list = await b.client.topicsList();
    assert.equal(list.source, 'network', "not A's answer from the saved cache");
    assert.equal(emulator.requests(), before + 1);
    assert.ok(b.logger.lines.some((l) => /another API key or plan and were discarded/.test(l)));
    clock.advance(20 * 60_000);
    emulator.faults.set({ kind: 'status', status: 503, times: 1 });
    assert.equal((await failure(b.client.topicPosts(topic()))).kind, 'server', "A's posts do not stand in for B's");
    b.client.dispose();
  });

  it("the same account's next window answers from its saved cache", async () => {
    const store = await savedByA();
    const before = emulator.requests();
    const again = clientFor(emulator, { clock, store, getKey: async () => A, account: ACCOUNT_A });
    assert.equal((await again.client.topicsList()).source, 'cache');
    assert.equal(emulator.requests(), before);
    again.client.dispose();
  });

  it('a window closed within the write delay after a switch leaves a file the next window does not read', async () => {
    const store = new MemoryStore();
    let key = A;
    const w = clientFor(emulator, { clock, store, getKey: async () => key, account: ACCOUNT_A });
    await w.client.topicsList();
    await w.client.flush();
    key = B;
    w.client.configure({ account: ACCOUNT_B });
    w.client.accountChanged();
    w.client.clearCache();
    // closed now: the cleared cache's write is still waiting for its delay
    const onDisk = new MemoryStore(store.text);
    w.client.dispose();
    const next = clientFor(emulator, { clock, store: onDisk, getKey: async () => B, account: ACCOUNT_B });
    assert.equal((await next.client.topicsList()).source, 'network');
    next.client.dispose();
  });

  it('a saved file read while the account changes is not taken', async () => {
    const saved = await savedByA();
    let release!: () => void;
    const reading = new Promise<void>((r) => {
      release = r;
    });
    let asked = false;
    const slow: CacheStore = {
      read: async () => {
        asked = true;
        await reading;
        return saved.text;
      },
      write: async () => undefined,
    };
    const w = clientFor(emulator, { clock, store: slow, getKey: async () => A, account: ACCOUNT_A });
    const loading = w.client.prepare();
    await until(() => asked, 'the saved file being read');
    w.client.configure({ account: ACCOUNT_B });
    w.client.clearCache();
    release();
    await loading;
    assert.equal((await w.client.topicsList()).source, 'network');
    w.client.dispose();
  });
});

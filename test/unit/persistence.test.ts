// The cache across reloads: a new client on the same store costs no request while the data is
// fresh, and a saved file that is corrupt, old, oddly shaped or huge is discarded with a log
// line; the client then works as if there were none.
import * as assert from 'node:assert/strict';
import { CACHE_VERSION } from '../../src/service/api/cache';
import { VirtualClock } from '../../src/service/api/clock';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, KEY, MemoryStore } from './client-helpers';
import type { Harness } from './client-helpers';

// 2025-04-14 10:15:00 UTC
const T0 = Date.UTC(2025, 3, 14, 10, 15, 0);
const HOUR = 3_600_000;

interface Saved {
  version: number;
  entries: [string, { value: unknown; receivedAt: number; expiresAt: number }][];
}

describe('persistence: the cache across reloads', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  const harnesses: Harness[] = [];
  const topic = (): string => emulator.data.topics[0]!.topic;
  const coin = (): string => String(emulator.data.coins[0]!.id);

  const open = (store: MemoryStore): Harness => {
    const h = clientFor(emulator, { clock, store });
    harnesses.push(h);
    return h;
  };

  /** What a window asks for when it opens: trees, a topic panel, a coin, a report. */
  const session = async (c: SocialClient) => ({
    topics: await c.topicsList(),
    summary: await c.topic(topic()),
    series: await c.topicTimeSeries(topic(), { bucket: 'hour', interval: '1d' }),
    posts: await c.topicPosts(topic()),
    coin: await c.coin(coin()),
    report: await c.report({ kind: 'topic', topic: topic() }, 'markdown'),
  });

  /** A store holding what one session saved. */
  const savedStore = async (): Promise<MemoryStore> => {
    const store = new MemoryStore();
    const first = open(store);
    await session(first.client);
    await first.client.flush();
    first.client.dispose();
    return store;
  };

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'builder' } });
  });
  afterEach(async () => {
    for (const h of harnesses.splice(0)) h.client.dispose();
    await emulator.close();
  });

  it('a reload sends no request while the saved data is fresh, then asks only for what expired', async () => {
    const store = await savedStore();
    const before = emulator.requests();
    clock.advance(20_000);
    const reloaded = open(store);
    const again = await session(reloaded.client);
    assert.equal(emulator.requests(), before, 'nothing sent after the reload');
    for (const name of ['topics', 'summary', 'series', 'posts', 'coin'] as const) {
      assert.equal(again[name].fromCache, true, name);
      assert.equal(again[name].stale, false, name);
    }
    assert.ok(again.report.text.length > 0);

    // the coin lives a minute, the rest longer: only the coin is asked for again
    clock.advance(60_000);
    const later = await session(reloaded.client);
    assert.equal(emulator.requests(), before + 1);
    assert.equal(later.coin.fromCache, false);
    assert.equal(later.topics.fromCache, true);
  });

  it('after a reload, expired saved data stands in (stale) when the service fails', async () => {
    const store = await savedStore();
    clock.advance(3 * HOUR);
    const reloaded = open(store);
    emulator.faults.set({ kind: 'status', status: 503 });
    const summary = await reloaded.client.topic(topic());
    assert.equal(summary.stale, true);
    assert.equal(summary.data.topic, topic());
  });

  /** Loads `text` as the saved cache; the client must answer from the network, with a log line. */
  const discarded = async (text: string, why: RegExp): Promise<void> => {
    const before = emulator.requests();
    const h = open(new MemoryStore(text));
    const answers = await session(h.client);
    for (const name of ['topics', 'summary', 'series', 'posts', 'coin'] as const) {
      assert.equal(answers[name].fromCache, false, `${name} came from the discarded cache`);
    }
    assert.ok(Array.isArray(answers.topics.data) && answers.topics.data.length > 0);
    assert.equal(answers.summary.data.topic, topic());
    assert.equal(typeof answers.report.text, 'string');
    assert.equal(emulator.requests() - before, 6, 'one request each');
    const line = h.logger.lines.find((l) => why.test(l));
    assert.ok(line, `no log line like ${why}:\n${h.logger.lines.filter((l) => l.includes('cache')).join('\n')}`);
    assert.ok(!line.includes(KEY));
    // and it saves a good cache again
    await h.client.flush();
  };

  it('a corrupt file (cut off, binary, not an object) is discarded with a log line', async () => {
    const good = (await savedStore()).text!;
    for (const text of [good.slice(0, good.length >> 1), '\u0000\u0001\u0002\ufffd garbage', '[1,2,3]', '"text"', 'null', '{}']) {
      await discarded(text, /cache: the saved answers were (unreadable|from another version) and were discarded/);
    }
  });

  it('a file from an older (or newer) version is discarded with a log line', async () => {
    const saved = JSON.parse((await savedStore()).text!) as Saved;
    for (const version of [CACHE_VERSION - 1, CACHE_VERSION + 1, String(CACHE_VERSION)]) {
      await discarded(JSON.stringify({ ...saved, version }), /cache: the saved answers were from another version and were discarded/);
    }
  });

  it('entries of the wrong shape are discarded with a log line, whatever they hold', async () => {
    const saved = JSON.parse((await savedStore()).text!) as Saved;
    const wrongValues: unknown[] = [null, 'nope', 42, [], { data: 5 }, { data: [1, 2], config: 'x' }, { text: 7 }, { data: { topic: 5 }, config: {}, generated: 'now' }];
    for (const value of wrongValues) {
      const entries: unknown[] = [
        42, 'x', [], ['k'], [1, {}], ['k', null], ['k', { value: 1, receivedAt: 'yesterday', expiresAt: 0 }],
        ...saved.entries.map(([k, e]) => [k, { ...e, value }]),
      ];
      await discarded(JSON.stringify({ version: CACHE_VERSION, entries }), /cache: (\d+ saved answers were unreadable|the saved answer for \S+ was not in the expected form) and w[a-z]+ discarded/);
    }
  });

  it('entries claiming to be fresh far into the future are discarded with a log line', async () => {
    const saved = JSON.parse((await savedStore()).text!) as Saved;
    const year = 365 * 24 * HOUR;
    const pinned = saved.entries.map(([k, e]) => [k, { ...e, expiresAt: e.receivedAt + year }]);
    await discarded(JSON.stringify({ version: CACHE_VERSION, entries: pinned }), /cache: \d+ saved answers were unreadable and were discarded/);
    const fromTheFuture = saved.entries.map(([k, e]) => [k, { ...e, receivedAt: e.receivedAt + year, expiresAt: e.expiresAt + year }]);
    await discarded(JSON.stringify({ version: CACHE_VERSION, entries: fromTheFuture }), /cache: \d+ saved answers were unreadable and were discarded/);
  });

  it('a huge file is discarded unread with a log line', async () => {
    const saved = JSON.parse((await savedStore()).text!) as Saved;
    const [key, entry] = saved.entries[0]!;
    const huge = JSON.stringify({ version: CACHE_VERSION, entries: [...saved.entries, [`${key}?pad`, { ...entry, value: { data: [], config: {}, pad: 'x'.repeat(60 * 1024 * 1024) } }]] });
    await discarded(huge, /cache: the saved answers \(\d+ MB\) were more than the cache holds and were discarded/);
  });
});

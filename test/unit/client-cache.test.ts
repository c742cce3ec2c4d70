import * as assert from 'node:assert/strict';
import { HOUR_MARGIN_MS } from '../../src/service/api/cache';
import { VirtualClock } from '../../src/service/api/clock';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY, MemoryStore } from './client-helpers';
import type { Harness } from './client-helpers';

// 2025-03-10 12:20:00 UTC
const T0 = Date.UTC(2025, 2, 10, 12, 20, 0);
const MIN = 60_000;

describe('client: cache and shared requests', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let h: Harness;
  const topic = (): string => emulator.data.topics[2]!.topic;

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'builder' } });
    h = clientFor(emulator, { clock });
  });
  afterEach(async () => {
    h.client.dispose();
    await emulator.close();
  });

  it('N concurrent calls for one URL send one request; the others share it', async () => {
    const before = emulator.requests();
    emulator.faults.set({ kind: 'latency', ms: 100, times: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.client.topic(topic())));
    assert.equal(emulator.requests() - before, 1);
    assert.ok(answers.every((a) => a.data.topic === topic()));
    assert.deepEqual(h.log.map((e) => e.outcome).sort(), ['network', ...Array(9).fill('shared')].sort());
  });

  it('answers from the cache within the lifetime, counted from `generated`, then asks again', async () => {
    const first = await h.client.topic(topic());
    assert.equal(first.fromCache, false);
    assert.equal(first.generated, Math.floor(T0 / 1000));
    const before = emulator.requests();
    clock.advance(9 * MIN);
    const second = await h.client.topic(topic());
    assert.equal(second.fromCache, true);
    assert.deepEqual(second.data, first.data);
    assert.equal(emulator.requests(), before);
    assert.equal(h.log.at(-1)!.outcome, 'cache');
    assert.match(h.log.at(-1)!.note ?? '', /cache hit/);
    clock.advance(1 * MIN);
    const third = await h.client.topic(topic());
    assert.equal(third.fromCache, false);
    assert.equal(emulator.requests(), before + 1);
  });

  it('a service whose clock is far ahead (year 65,000, generated 2e12 s) is not read as 2033 in milliseconds: its answers are fresh for their lifetime from the time received', async () => {
    const ours = new VirtualClock(T0);
    const ahead = await startEmulator({ now: () => 2e15 + ours.now() - T0, keys: { [KEY]: 'builder' } });
    const f = clientFor(ahead, { clock: ours });
    try {
      const first = await f.client.topic(ahead.data.topics[2]!.topic);
      assert.equal(first.generated, T0 / 1000);
      assert.ok(f.logger.lines.some((l) => /"generated" was no time from 2000 to now/.test(l)), f.logger.lines.join('\n'));
      ours.advance(9 * MIN);
      assert.equal((await f.client.topic(ahead.data.topics[2]!.topic)).fromCache, true);
      ours.advance(MIN);
      assert.equal((await f.client.topic(ahead.data.topics[2]!.topic)).fromCache, false, 'fresh for its lifetime, not until 2033');
    } finally {
      f.client.dispose();
      await ahead.close();
    }
  });

  it('asked from the cache only, a miss sends nothing and logs nothing; a fresh answer is given', async () => {
    const before = emulator.requests();
    const miss = await failure(h.client.topic(topic(), { cacheOnly: true }));
    assert.equal(miss.kind, 'cancelled');
    assert.equal(miss.error['requests'], 0);
    assert.equal(emulator.requests(), before);
    assert.equal(h.log.length, 0);
    await h.client.topic(topic());
    const hit = await h.client.topic(topic(), { cacheOnly: true });
    assert.equal(hit.source, 'cache');
    assert.equal(emulator.requests(), before + 1);
  });

  it('hourly series stay until just after the next hour, then ask again', async () => {
    await h.client.topicTimeSeries(topic(), { bucket: 'hour', interval: '1d' });
    const before = emulator.requests();
    clock.set(Date.UTC(2025, 2, 10, 13, 0, 0) + HOUR_MARGIN_MS - 1);
    assert.equal((await h.client.topicTimeSeries(topic(), { bucket: 'hour', interval: '1d' })).fromCache, true);
    clock.advance(1);
    assert.equal((await h.client.topicTimeSeries(topic(), { bucket: 'hour', interval: '1d' })).fromCache, false);
    assert.equal(emulator.requests(), before + 1);
  });

  it('refresh bypasses the cache but not de-dup', async () => {
    await h.client.topicNews(topic());
    const before = emulator.requests();
    emulator.faults.set({ kind: 'latency', ms: 100, times: 1 });
    const [a, b] = await Promise.all([h.client.topicNews(topic(), { refresh: true }), h.client.topicNews(topic(), { refresh: true })]);
    assert.equal(a.fromCache, false);
    assert.equal(b.fromCache, false);
    assert.equal(emulator.requests(), before + 1);
    assert.deepEqual(h.log.slice(-2).map((e) => e.outcome).sort(), ['network', 'shared']);
  });

  it('one caller cancelling does not cancel the request others wait for; all cancelling does', async () => {
    emulator.faults.set({ kind: 'latency', ms: 1000, times: 1 });
    const quitter = new AbortController();
    const stayer = h.client.topicCreators(topic());
    const leaving = h.client.topicCreators(topic(), { signal: quitter.signal });
    setTimeout(() => quitter.abort(), 50);
    assert.equal((await failure(leaving)).kind, 'cancelled');
    assert.ok((await stayer).data.length > 0);

    emulator.faults.set({ kind: 'latency', ms: 1000, times: 1 });
    const one = new AbortController();
    const two = new AbortController();
    const p1 = h.client.categoriesList({ signal: one.signal });
    const p2 = h.client.categoriesList({ signal: two.signal });
    setTimeout(() => {
      one.abort();
      two.abort();
    }, 50);
    assert.equal((await failure(p1)).kind, 'cancelled');
    assert.equal((await failure(p2)).kind, 'cancelled');
    // the abandoned request is gone: a new caller starts a new one instead of joining it
    const after = await h.client.categoriesList();
    assert.equal(after.fromCache, false);
    assert.equal(h.log.at(-1)!.outcome, 'network');
  });

  it('stale-if-error: an old answer stands in when the service fails, marked stale', async () => {
    const good = await h.client.topicPosts(topic());
    clock.advance(20 * MIN);
    for (const fault of [{ kind: 'status' as const, status: 503 }, { kind: 'reset' as const }, { kind: 'malformed' as const }]) {
      emulator.faults.set({ ...fault, times: 1 });
      const stale = await h.client.topicPosts(topic());
      assert.equal(stale.stale, true, fault.kind);
      assert.equal(stale.fromCache, true);
      assert.ok(stale.staleError && stale.staleError.message.length > 0);
      assert.deepEqual(stale.data, good.data);
      assert.equal(h.log.at(-1)!.outcome, 'stale');
    }
  });

  it('errors a person must act on are not masked by stale data', async () => {
    await h.client.topicWhatsup(topic());
    clock.advance(2 * 60 * MIN);
    // 402 last: the client remembers a plan refusal and would answer the others with it
    for (const status of [401, 404, 400, 402]) {
      emulator.faults.set({ kind: 'status', status, times: 1 });
      const e = await failure(h.client.topicWhatsup(topic()));
      assert.notEqual(e.kind, 'network', String(status));
      assert.ok(['unauthorized', 'plan', 'not-found', 'invalid-input'].includes(e.kind), e.kind);
    }
  });

  it('persists answers: a new client (after a reload) answers from the store without a request', async () => {
    const store = new MemoryStore();
    const first = clientFor(emulator, { clock, store });
    await first.client.topicsList();
    await first.client.report({ kind: 'topic', topic: topic() }, 'markdown');
    await first.client.flush();
    first.client.dispose();
    const before = emulator.requests();
    const second = clientFor(emulator, { clock, store });
    const list = await second.client.topicsList();
    const report = await second.client.report({ kind: 'topic', topic: topic() }, 'markdown');
    assert.equal(list.fromCache, true);
    assert.ok(report.text.length > 0);
    assert.equal(emulator.requests(), before);
    second.client.dispose();
  });

  it('a corrupt cache file is discarded with a log line; the client works', async () => {
    const c = clientFor(emulator, { clock, store: new MemoryStore('{"version":1,"entries":[[') });
    const a = await c.client.topicsList();
    assert.equal(a.fromCache, false);
    assert.ok(c.logger.lines.some((l) => /discarded/.test(l)));
    c.client.dispose();
  });

  it('clearCache drops answers', async () => {
    await h.client.categoriesList();
    h.client.clearCache();
    const again = await h.client.categoriesList();
    assert.equal(again.fromCache, false);
  });

  it('logs each distinct oddity once', async () => {
    await h.client.topicsList();
    await h.client.topicsList({ refresh: true });
    const warnings = h.logger.lines.filter((l) => l.startsWith('warn') && l.includes('num_posts'));
    assert.equal(warnings.length, 1);
  });
});

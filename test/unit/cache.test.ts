import * as assert from 'node:assert/strict';
import { AnswerCache, CACHE_VERSION, expiryOf, HOUR_MARGIN_MS, MIN_LIFETIME_MS } from '../../src/service/api/cache';
import { VirtualClock } from '../../src/service/api/clock';
import type { CacheStore, Logger } from '../../src/service/api/service';
import { MemoryStore } from './client-helpers';

const T0 = Date.UTC(2025, 2, 10, 12, 20, 0);
const sec = (ms: number): number => Math.floor(ms / 1000);

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const add = (level: string) => (m: string): void => {
    lines.push(`${level}: ${m}`);
  };
  return { lines, trace: add('trace'), debug: add('debug'), info: add('info'), warn: add('warn'), error: add('error') };
}

describe('cache: lifetimes', () => {
  it('fixed lifetimes count from `generated`, not from receipt', () => {
    const generated = sec(T0) - 120;
    assert.equal(expiryOf({ kind: 'fixed', seconds: 600 }, generated, T0), (generated + 600) * 1000);
  });

  it('never less than the minimum after receipt, even for data generated long ago', () => {
    assert.equal(expiryOf({ kind: 'fixed', seconds: 300 }, sec(T0) - 3600, T0), T0 + MIN_LIFETIME_MS);
  });

  it('never longer than the lifetime after receipt, even when `generated` is in the future', () => {
    assert.equal(expiryOf({ kind: 'fixed', seconds: 300 }, sec(T0) + 86_400, T0), T0 + 300_000);
  });

  it('hour-bucketed series live until the next hour boundary after `generated`, plus a margin', () => {
    const generated = sec(Date.UTC(2025, 2, 10, 12, 5));
    const expected = Date.UTC(2025, 2, 10, 13, 0) + HOUR_MARGIN_MS;
    assert.equal(expiryOf({ kind: 'bucketed', seconds: 3600 }, generated, T0, 'hour'), expected);
    assert.equal(expiryOf({ kind: 'bucketed', seconds: 3600 }, generated, T0), expected, 'hour is the default bucket');
  });

  it('day-bucketed series use the fixed number of seconds', () => {
    const generated = sec(T0);
    assert.equal(expiryOf({ kind: 'bucketed', seconds: 3600 }, generated, T0, 'day'), T0 + 3_600_000);
  });
});

describe('cache: entries', () => {
  it('is fresh until its expiry, then stays available (for stale-if-error)', () => {
    const clock = new VirtualClock(T0);
    const cache = new AnswerCache(clock, recordingLogger());
    cache.put('u', { a: 1 }, T0, T0 + 1000);
    assert.ok(cache.isFresh(cache.get('u')!));
    clock.advance(1000);
    assert.equal(cache.isFresh(cache.get('u')!), false);
    assert.deepEqual(cache.get('u')!.value, { a: 1 });
  });

  it('evicts the least recently used entries when over its size', () => {
    const cache = new AnswerCache(new VirtualClock(T0), recordingLogger(), undefined, { maxBytes: 250 });
    const value = { text: 'x'.repeat(80) };
    cache.put('a', value, T0, T0 + 1);
    cache.put('b', value, T0, T0 + 1);
    cache.get('a'); // a is now more recent than b
    cache.put('c', value, T0, T0 + 1);
    assert.ok(cache.get('a'));
    assert.equal(cache.get('b'), undefined);
    assert.ok(cache.get('c'));
    assert.ok(cache.size.bytes <= 250);
  });

  it('does not keep an entry larger than the whole cache', () => {
    const cache = new AnswerCache(new VirtualClock(T0), recordingLogger(), undefined, { maxBytes: 50 });
    cache.put('big', { text: 'x'.repeat(100) }, T0, T0 + 1);
    assert.equal(cache.get('big'), undefined);
    assert.equal(cache.size.bytes, 0);
  });
});

describe('cache: persistence', () => {
  it('round-trips through the store, debounced into one write', async () => {
    const store = new MemoryStore();
    const clock = new VirtualClock(T0);
    const first = new AnswerCache(clock, recordingLogger(), store, { writeDelayMs: 20 });
    await first.ready();
    first.put('u1', { data: [1, 2] }, T0, T0 + 5000);
    first.put('u2', { data: 'two' }, T0, T0 + 9000);
    assert.equal(store.writes, 0);
    await new Promise((r) => setTimeout(r, 60));
    assert.equal(store.writes, 1);
    const second = new AnswerCache(clock, recordingLogger(), store);
    await second.ready();
    assert.deepEqual(second.get('u1'), { value: { data: [1, 2] }, receivedAt: T0, expiresAt: T0 + 5000, bytes: 2 + JSON.stringify({ data: [1, 2] }).length });
    assert.equal(second.get('u2')!.expiresAt, T0 + 9000);
  });

  it('flush writes at once', async () => {
    const store = new MemoryStore();
    const cache = new AnswerCache(new VirtualClock(T0), recordingLogger(), store, { writeDelayMs: 60_000 });
    cache.put('u', 1, T0, T0 + 1);
    await cache.flush();
    assert.equal(store.writes, 1);
    assert.equal((JSON.parse(store.text!) as { version: number }).version, CACHE_VERSION);
    cache.dispose();
  });

  it('discards a corrupt file with a log line and keeps working', async () => {
    for (const text of ['{"version": 1, "entr', 'null', '[]', '{"version":1,"entries":[["k"],[1,2],"x"]}']) {
      const log = recordingLogger();
      const cache = new AnswerCache(new VirtualClock(T0), log, new MemoryStore(text));
      await cache.ready();
      assert.equal(cache.size.entries, 0, text);
      cache.put('u', 1, T0, T0 + 1);
      assert.ok(cache.get('u'));
      assert.ok(log.lines.some((l) => /discarded/.test(l)), text);
    }
  });

  it('discards a file of another version', async () => {
    const log = recordingLogger();
    const old = JSON.stringify({ version: CACHE_VERSION - 1, entries: [['u', { value: 1, receivedAt: T0, expiresAt: T0 + 1 }]] });
    const cache = new AnswerCache(new VirtualClock(T0), log, new MemoryStore(old));
    await cache.ready();
    assert.equal(cache.get('u'), undefined);
    assert.ok(log.lines.some((l) => /another version/.test(l)));
  });

  it('a store that fails to read or write is logged, never thrown', async () => {
    const log = recordingLogger();
    const broken: CacheStore = {
      read: () => Promise.reject(new Error('EACCES')),
      write: () => Promise.reject(new Error('ENOSPC')),
    };
    const cache = new AnswerCache(new VirtualClock(T0), log, broken);
    await cache.ready();
    cache.put('u', 1, T0, T0 + 1);
    await cache.flush();
    assert.ok(log.lines.some((l) => l.startsWith('warn') && l.includes('EACCES')));
    assert.ok(log.lines.some((l) => l.startsWith('warn') && l.includes('ENOSPC')));
  });

  it('drops saved answers too old to be worth serving even as stale', async () => {
    const saved = JSON.stringify({
      version: CACHE_VERSION,
      entries: [
        ['old', { value: 1, receivedAt: T0 - 8 * 86_400_000, expiresAt: T0 - 8 * 86_400_000 }],
        ['recent', { value: 2, receivedAt: T0 - 86_400_000, expiresAt: T0 - 86_000_000 }],
      ],
    });
    const cache = new AnswerCache(new VirtualClock(T0), recordingLogger(), new MemoryStore(saved));
    await cache.ready();
    assert.equal(cache.get('old'), undefined);
    assert.equal(cache.get('recent')!.value, 2);
  });
});

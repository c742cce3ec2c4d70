// "Check Alerts Now" while a background pass runs, on the Hobby plan's paced quota (the emulator,
// the real client, a virtual clock moved by hand): its Cancel ends its wait at once while the
// pass it joined goes on for the background round; and it gets fresh answers, from a pass of its
// own once the running one ends, not the cache that pass read.
import * as assert from 'node:assert/strict';
import { AlertChecker, type CheckReport } from '../../src/features/alerts/core/checker';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { alertSource } from '../../src/features/alerts/source';
import { AlertStore } from '../../src/features/alerts/core/store';
import { VirtualClock } from '../../src/service/api/clock';
import { isCancellation } from '../../src/service/api/errors';
import { ROLL_MARGIN_MS } from '../../src/service/api/quota';
import type { SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import { clientFor, KEY, until } from './client-helpers';
import { MemoryMemento } from './memento';

// 2025-03-10 12:00:10 UTC; the minute turns at 12:01:00
const T0 = Date.UTC(2025, 2, 10, 12, 0, 10);
const MINUTE_1 = Date.UTC(2025, 2, 10, 12, 1, 0) + ROLL_MARGIN_MS;
const MIN = 60_000;
const SOURCE = alertSource(false, 'https://service.example/api4');

/** A promise's outcome as it stands, read without waiting for it. */
function outcome<T>(p: Promise<T>): { settled: boolean; value?: T; error?: unknown } {
  const o: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  p.then((value) => Object.assign(o, { settled: true, value }), (error: unknown) => Object.assign(o, { settled: true, error }));
  return o;
}

describe('alert checks joined by "Check Alerts Now" (Hobby quota, emulator, virtual clock)', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let client: SocialClient;
  let checker: AlertChecker;
  let store: AlertStore;

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
    client = clientFor(emulator, { plan: 'hobby', clock }).client;
    store = new AlertStore(new MemoryMemento());
    const coin = emulator.data.coins[0]!;
    const rule: AlertRule = { id: 'r', name: 'r', subject: { kind: 'coin', id: String(coin.id), title: coin.name }, metric: 'price', condition: { kind: 'above', value: 1e12 }, cooldownMinutes: 0, paused: false, createdAt: T0 };
    await store.put(rule);
    checker = new AlertChecker({ store, client: async () => client, clock, source: () => SOURCE });
    // this minute's four requests used: the background pass waits for the next minute
    await Promise.all(emulator.data.coins.slice(1, 5).map((c) => client.coin(String(c.id))));
    assert.equal(client.quota().minuteUsed, 4);
  });
  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  /** A background pass, held back by the minute's quota. */
  async function heldBackground(): Promise<ReturnType<typeof outcome<CheckReport>>> {
    const round = new AbortController();
    const background = outcome(checker.check({ signal: round.signal }));
    await until(() => client.quota().waiting === 1, 'the background pass waits for the quota');
    return background;
  }

  it('Cancel ends the joiner\'s wait at once; the background pass goes on and reports (failed before: Cancel did nothing until the pass ended)', async () => {
    const background = await heldBackground();
    const now = new AbortController();
    const mine = outcome(checker.check({ refresh: true, signal: now.signal }));
    now.abort();
    await until(() => mine.settled, 'the cancelled check ends');
    assert.ok(isCancellation(mine.error), String(mine.error));
    assert.equal(background.settled, false, 'the background pass still waits for the quota');
    assert.equal(client.quota().waiting, 1, 'and still means to send its request');

    const sent = emulator.requests();
    clock.set(MINUTE_1);
    await until(() => background.settled, 'the background pass ends');
    assert.equal(background.value?.subjects, 1);
    assert.equal(background.value?.failed, 0, 'it read its answer');
    assert.equal(emulator.requests() - sent, 1, 'its one request; no fresh pass for the check that was cancelled');
    const next = await checker.check();
    assert.equal(next.subjects, 1, 'the next check runs a pass of its own');
    assert.equal(emulator.requests() - sent, 1, 'from the cache');
  });

  it('a check asking for fresh answers gets a pass with refresh once the running one ends, not that pass\'s cached read (failed before: it shared the pass)', async () => {
    const background = await heldBackground();
    const mine = outcome(checker.check({ refresh: true }));
    const sent = emulator.requests();
    clock.set(MINUTE_1);
    await until(() => background.settled, 'the background pass ends');
    // the fresh pass may already have sent its request by the time the background's end is seen:
    // what it sent is counted once both have ended
    await until(() => mine.settled || client.quota().waiting > 0, 'the fresh pass asks');
    // the background may not spend the rest of a Hobby minute: the fresh pass waits for the next one
    if (!mine.settled) clock.set(MINUTE_1 + MIN);
    await until(() => mine.settled, 'the fresh pass ends');
    assert.notEqual(mine.value, background.value, 'a pass of its own');
    assert.equal(mine.value?.failed, 0);
    assert.equal(emulator.requests() - sent, 2, "the background's request and its own: fresh, not from the cache");
  });

  it('a pass a change of key or plan stopped leaves each rule as it was, with no failure note (failed before: "…changed while this request waited…" on every rule)', async () => {
    const before = store.state(SOURCE.id, 'r');
    const background = await heldBackground();
    client.accountChanged();
    await until(() => background.settled, 'the pass ends');
    assert.deepEqual(store.state(SOURCE.id, 'r'), before);
  });
});

// The day's digest recorded by a window killed between its two records (the day written, and when):
// a later look either writes the day again or has the digest's time, so the next day's digest lists
// the alerts fired since this one, not since the day before's (bench/crash-bench.ts kills a real
// process at the same moment).
import * as assert from 'node:assert/strict';
import type { Memento } from '../../src/editor/machineState';
import { CLAIM_MS, DayClaim } from '../../src/features/digest/claim';
import { MemoryMemento } from './memento';

/** Where the windows write the day's note (a folder and its path pattern). */
const PLACE = 'file:///notes\njournal/${year}-${month}-${day}.md';

const DAY = 3_600_000 * 24;
const T0 = Date.UTC(2026, 2, 10, 9);

describe('the day\'s digest, its window killed between its records', () => {
  it('is written again the same day, or keeps its time for the next day\'s alerts', async () => {
    const state = new MemoryMemento();
    let now = T0 - DAY;
    const settle = async (): Promise<void> => undefined;
    // yesterday's digest, written whole
    const yesterday = new DayClaim(state, () => now, 'window-a', settle);
    assert.equal(await yesterday.claim('2026-03-09', PLACE), 'claimed');
    await yesterday.written('2026-03-09');
    // today's: the window dies after the first of the two records (its second never lands)
    now = T0;
    let writes = 0;
    const dying: Memento = { get: (key) => state.get(key), update: (key, value) => (writes++ < 2 ? state.update(key, value) : new Promise<void>(() => undefined)) };
    const killed = new DayClaim(dying, () => now, 'window-b', settle);
    assert.equal(await killed.claim('2026-03-10', PLACE), 'claimed');
    void killed.written('2026-03-10');
    while (writes < 3) await new Promise<void>((resolve) => setImmediate(resolve));
    // the window started again, after the dead window's claim expired
    now = T0 + CLAIM_MS + 1;
    const restarted = new DayClaim(state, () => now, 'window-c', settle);
    if ((await restarted.claim('2026-03-10', PLACE)) === 'claimed') await restarted.written('2026-03-10');
    assert.equal(restarted.lastDay(), '2026-03-10');
    const since = restarted.alertsSince('2026-03-11');
    assert.ok(since !== undefined && since >= T0, `the next digest lists alerts since ${since === undefined ? 'ever' : new Date(since).toISOString()}, not since today's digest`);
  });
});

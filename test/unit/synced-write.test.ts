// The writer of the state the windows share (src/editor/syncedWrite.ts), on one window's memento: a
// change is told at its first write, and every change, whatever store made it, has a late verdict.
// One another window keeps writing over is made again with waits that double, then said not kept;
// one that cannot be made again on what is there then is said not kept with why; one that stands is
// said nothing.
import * as assert from 'node:assert/strict';
import type { Memento as StoredState } from '../../src/editor/machineState';
import { REMAKES, SETTLE_MS, settleWait, SyncedWriter } from '../../src/editor/syncedWrite';

/** One window's copy of globalState; `failFrom`: the writes from that one on fail. */
class Memento implements StoredState {
  readonly values = new Map<string, unknown>();
  writes = 0;
  failFrom = Infinity;

  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  async update(key: string, value: unknown): Promise<void> {
    if (++this.writes >= this.failFrom) throw new Error('storage closed');
    this.values.set(key, structuredClone(value));
  }
}

const KEY = 'socialPulse.list';

/** A promise the test resolves: the checks wait for it, so what was told at once is seen first. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { opened, open };
}
const append = (item: string) => (current: unknown): string[] => [...(Array.isArray(current) ? current as string[] : []), item];

describe('SyncedWriter', () => {
  it('a change another window keeps writing over is made again with waits that double, then said not kept (failed before: given up in silence)', async () => {
    const memento = new Memento();
    const attempts: number[] = [];
    const first = gate();
    // before each check, a window that never heard of the change writes its copy again
    const writer = new SyncedWriter(memento, 'window-a', async (attempt) => {
      await first.opened;
      attempts.push(attempt);
      memento.values.set(KEY, ['theirs']);
      memento.values.set(`${KEY}.rev`, { seen: { 'window-hung': 1 } });
    });
    const written = await writer.change(KEY, append('mine'));
    assert.deepEqual(memento.get(KEY), ['mine'], 'written, and told, at once');
    first.open();
    const refused = await written.refused;
    assert.match(refused?.message ?? '', /Another VS Code window kept writing over it; make the change again\./);
    assert.deepEqual(attempts, Array.from({ length: REMAKES + 1 }, (_, i) => i + 1), 'checked after the first write and after each time it was made again');
    assert.deepEqual(memento.get(KEY), ['theirs'], 'said not kept: it is not stored');
    await writer.settled();
  });

  it('keeps the windows that wrote last in the revision, not every window that ever opened (each opens with a new id)', async () => {
    const memento = new Memento();
    const ever = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`window-${i}`, 1]));
    memento.values.set(`${KEY}.rev`, { seen: ever });
    const writer = new SyncedWriter(memento, 'window-new', async () => undefined);
    assert.equal(await (await writer.change(KEY, append('mine'))).refused, undefined, 'the change stands');
    const seen = Object.keys(memento.get<{ seen: Record<string, number> }>(`${KEY}.rev`)!.seen);
    assert.equal(seen.length, 32);
    assert.equal(seen.at(-1), 'window-new');
    assert.equal(seen[0], 'window-9', 'the windows that wrote first are the ones dropped');
    await writer.settled();
  });

  it('waits twice as long before each check as before the one before, about a minute in all', () => {
    const waits = Array.from({ length: REMAKES + 1 }, (_, i) => settleWait(i + 1));
    assert.equal(waits[0], SETTLE_MS);
    for (let i = 1; i < waits.length; i++) assert.equal(waits[i], 2 * waits[i - 1]!);
    const total = waits.reduce((a, b) => a + b, 0);
    assert.ok(total >= 60_000 && total <= 120_000, `${total} ms`);
  });

  it('any change refused when made again on what another window wrote says why (failed before: said only for an added item)', async () => {
    const memento = new Memento();
    let taken = false;
    const first = gate();
    const writer = new SyncedWriter(memento, 'window-a', async () => {
      await first.opened;
      if (taken) return;
      taken = true;
      // another window's copy, with the item gone, written over the change
      memento.values.set(KEY, []);
      memento.values.set(`${KEY}.rev`, { seen: { 'window-b': 1 } });
    });
    const rename = (current: unknown): unknown => {
      if (!Array.isArray(current) || !current.includes('x')) throw new Error('It was deleted meanwhile.');
      return current.map((v) => (v === 'x' ? 'y' : v));
    };
    memento.values.set(KEY, ['x']);
    const written = await writer.change(KEY, rename);
    assert.deepEqual(memento.get(KEY), ['y'], 'written, and told, at once');
    first.open();
    assert.equal((await written.refused)?.message, 'It was deleted meanwhile.');
    assert.deepEqual(memento.get(KEY), [], 'what the other window wrote stays');
  });

  it('a change made again whose write fails, the window still open, is said not kept', async () => {
    const memento = new Memento();
    let taken = false;
    const writer = new SyncedWriter(memento, 'window-a', async () => {
      if (taken) return;
      taken = true;
      memento.values.set(`${KEY}.rev`, { seen: { 'window-b': 1 } });
      memento.failFrom = memento.writes + 1;
    });
    const written = await writer.change(KEY, append('mine'));
    assert.match((await written.refused)?.message ?? '', /could not be written again/);
  });

  it('a change that stands, or one overtaken by a later write of another window, is said nothing', async () => {
    const memento = new Memento();
    let later = false;
    const writer = new SyncedWriter(memento, 'window-a', async () => {
      if (!later) return;
      // another window wrote after hearing of this change
      memento.values.set(KEY, ['mine', 'theirs']);
      memento.values.set(`${KEY}.rev`, { seen: { 'window-a': 2, 'window-b': 3 } });
    });
    assert.equal(await (await writer.change(KEY, append('mine'))).refused, undefined);
    later = true;
    assert.equal(await (await writer.change(KEY, append('more'))).refused, undefined);
    assert.deepEqual(memento.get(KEY), ['mine', 'theirs']);
  });
});

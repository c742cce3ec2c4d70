// An alert round whose window is killed at any of its writes (the history, the firing's marker,
// the notification, the states), then a round after the restart: the firing is in the history
// once, and notified at most once (once when the kill came before the first write). Over the
// emulator, with this machine's state in a real temporary folder; bench/crash-bench.ts kills a
// real process at the same moments.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AlertChecker } from '../../src/features/alerts/core/checker';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { alertSource } from '../../src/features/alerts/source';
import { AlertStore, type StatesMemento } from '../../src/features/alerts/core/store';
import { VirtualClock } from '../../src/service/api/clock';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { MachineState } from '../../src/editor/machineState';
import { clientFor, KEY } from './client-helpers';
import { MemoryMemento } from './memento';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 30);
const SOURCE = alertSource(false, 'https://service.example/api4');
/** The round's writes: the history, the marker, the notification, the states. */
const WRITES = 4;

describe('an alert round killed at any of its writes', () => {
  let emulator: Emulator;
  let clock: VirtualClock;
  const clients: SocialClient[] = [];
  let dirs: string[] = [];

  before(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'builder' } });
  });
  after(async () => {
    await emulator.close();
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.dispose();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    dirs = [];
  });

  /**
   * A window's checker; from the `frozen`-th write on, nothing is written and nothing shown (the
   * process is gone): `stopped` settles there.
   */
  function window(globalState: MemoryMemento, dir: string, notified: string[], frozen = Infinity): { checker: AlertChecker; stopped: Promise<void> } {
    let writes = 0;
    let stop = (): void => undefined;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const write = <T>(doIt: () => Promise<T>): Promise<T> => {
      if (writes++ < frozen) return doIt();
      stop();
      return new Promise<T>(() => undefined);
    };
    const machine = new MachineState(dir);
    const states: StatesMemento = {
      get: (key) => machine.get(key),
      update: (key, value) => write(() => machine.update(key, value)),
      change: (key, change) => write(() => machine.change(key, change)),
    };
    const history = { get: <T>(key: string) => globalState.get<T>(key), update: (key: string, value: unknown) => write(() => globalState.update(key, value)) };
    const client = clientFor(emulator, { clock }).client;
    clients.push(client);
    const checker = new AlertChecker({
      store: new AlertStore(history, states), client: async () => client, clock, source: () => SOURCE, mayNotify: () => true,
      once: (firing) => write(() => machine.once(firing)),
      notify: (fired) => void write(async () => notified.push(...fired.map((f) => f.ruleId))),
    });
    return { checker, stopped };
  }

  for (let frozen = 0; frozen <= WRITES; frozen++) {
    it(`killed ${frozen === WRITES ? 'after its writes' : `before write ${frozen + 1} of ${WRITES}`}: in the history once, notified at most once`, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulse-alert-crash-'));
      dirs.push(dir);
      const coin = emulator.data.coins[0]!;
      const rule: AlertRule = { id: 'price', name: 'Price watch', subject: { kind: 'coin', id: String(coin.id), title: coin.name }, metric: 'price', condition: { kind: 'above', value: 1e12 }, cooldownMinutes: 0, paused: false, createdAt: T0 };
      const globalState = new MemoryMemento();
      const notified: string[] = [];
      const store = new AlertStore(globalState, new MachineState(dir));
      await store.put(rule);
      emulator.overrides.clear();
      assert.equal((await window(globalState, dir, notified).checker.check()).fired.length, 0, 'armed, below the line');
      emulator.overrides.set([{ kind: 'coin', id: String(coin.id), field: 'price', value: 2e12 }]);
      clock.advance(2 * 60_000);
      // the round that fires; its window dies at a write (its round never ends)
      const killed = window(globalState, dir, notified, frozen);
      await Promise.race([killed.checker.check(), killed.stopped]);
      clock.advance(2 * 60_000);
      await window(globalState, dir, notified).checker.check();
      const history = new AlertStore(globalState, new MachineState(dir)).history().filter((f) => f.ruleId === 'price');
      assert.equal(history.length, 1, 'the firing is in the history, once');
      assert.ok(notified.length <= 1, `notified ${notified.length} times`);
      if (frozen === 0) assert.equal(notified.length, 1, 'killed before it wrote anything: the restart notifies it');
      assert.deepEqual(store.rules().map((r) => r.id), ['price'], 'the rule is kept');
    });
  }
});

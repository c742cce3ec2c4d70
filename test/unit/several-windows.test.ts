// Several windows of one profile, as VS Code shares state between them (windows.ts: each window
// writes its whole copy of globalState, and hears of the others' writes later), with this machine's
// state in a real temporary folder: a lease heartbeat never writes back a pin or a rule another
// window just changed; pins and rule changes made in two windows at once both survive; a snooze
// made during another window's round stays; every change of the pins, rules and history said made
// that could not be kept is said so, naming what it was (neutralised as a notice); an alert firing is
// notified once across windows (over the emulator); the day's digest is claimed by one window.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AlertChecker } from '../../src/features/alerts/core/checker';
import { LEASE_KEY } from '../../src/features/alerts/core/election';
import type { Fired, RuleState } from '../../src/features/alerts/core/evaluate';
import { initialState } from '../../src/features/alerts/core/evaluate';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { alertSource } from '../../src/features/alerts/source';
import { HISTORY_KEY, RULES_KEY, STATES_KEY } from '../../src/features/alerts/core/store';
import { RULES_MAX } from '../../src/features/alerts/core/model';
import { windowAlerts } from '../../src/features/alerts/windowAlerts';
import { VirtualClock } from '../../src/service/api/clock';
import type { SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import { CLAIM_KEY, DayClaim } from '../../src/features/digest/claim';
import { MachineState, moveToMachine } from '../../src/editor/machineState';
import { SETTLE_MS, SyncedWriter } from '../../src/editor/syncedWrite';
import { refusedAlertNotice } from '../../src/features/alerts/core/refusalNotice';
import { refusedPinNotice } from '../../src/editor/watchlist/refusalNotice';
import { WATCHLIST_KEY, WATCHLIST_MAX, WatchlistStore } from '../../src/editor/watchlist/store';
import { clientFor, KEY, until } from './client-helpers';
import { ProfileStorage, type WindowGlobalState } from './windows';

/** Where the windows write the day's note (a folder and its path pattern). */
const PLACE = 'file:///notes\njournal/${year}-${month}-${day}.md';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 30);
const SOURCE = alertSource(false, 'https://service.example/api4');
const bitcoin = { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' };
const solana = { kind: 'coin' as const, id: '5426', title: 'Solana (SOL)' };

function ruleOf(id: string, extra: Partial<AlertRule> = {}): AlertRule {
  return { id, name: id, subject: bitcoin, metric: 'topicRank', condition: { kind: 'entersTop', n: 3 }, cooldownMinutes: 0, paused: false, createdAt: T0, ...extra };
}

interface TestWindow {
  id: string;
  globalState: WindowGlobalState;
  synced: SyncedWriter;
  watchlist: WatchlistStore;
  alerts: ReturnType<typeof windowAlerts>;
}

describe('several windows of one profile', () => {
  let dir: string;
  let storage: ProfileStorage;
  let machine: MachineState;
  const clock = { now: (): number => T0 };

  /**
   * A window as the extension makes one: its copy of globalState, this machine's state, its stores.
   * By the time it checks a change, the windows have heard of every write (made after `beforeCheck`).
   */
  function open(id: string, beforeCheck: () => Promise<unknown> = async () => undefined): TestWindow {
    const globalState = storage.window();
    const synced = new SyncedWriter(globalState, id, async () => {
      await beforeCheck();
      storage.deliver();
    });
    return { id, globalState, synced, watchlist: new WatchlistStore(globalState, synced), alerts: windowAlerts(globalState, { id, machine, synced }, clock) };
  }

  async function settled(...windows: TestWindow[]): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await Promise.all(windows.map((w) => w.synced.settled()));
      storage.deliver();
    }
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulse-windows-'));
    storage = new ProfileStorage();
    machine = new MachineState(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a lease heartbeat in one window never writes back a pin or a rule another window just made', async () => {
    const a = open('window-a');
    const b = open('window-b');
    await a.alerts.store.put(ruleOf('r1'));
    storage.deliver();
    assert.equal(await a.alerts.election.tick(), true, 'a checks the rules');
    // b pins and adds a rule; a's heartbeat comes before a has heard of it
    await b.watchlist.add(bitcoin);
    await b.alerts.store.put(ruleOf('r2'));
    for (let beat = 0; beat < 3; beat++) assert.equal(await a.alerts.election.tick(), true);
    storage.deliver();
    for (const w of [a, b]) {
      assert.deepEqual(w.watchlist.items(), [bitcoin], `${w.id} sees the pin`);
      assert.deepEqual(w.alerts.store.rules().map((r) => r.id), ['r1', 'r2'], `${w.id} sees both rules`);
    }
    assert.equal(storage.stored[LEASE_KEY], undefined, 'the lease is not in globalState');
    assert.equal(machine.get<{ holder: string }>(LEASE_KEY)?.holder, 'window-a');
  });

  it('a pin in one window and a rule change in another, at the same moment, both survive', async () => {
    const a = open('window-a');
    const b = open('window-b');
    await a.alerts.store.put(ruleOf('r1'));
    await settled(a, b);
    // neither has heard of the other's write when it makes its own
    await a.watchlist.add(bitcoin);
    await b.alerts.store.put(ruleOf('r1', { paused: true }));
    await b.alerts.store.put(ruleOf('r2'));
    await settled(a, b);
    for (const w of [a, b]) {
      assert.deepEqual(w.watchlist.items(), [bitcoin], `${w.id}: the pin survived`);
      assert.deepEqual(w.alerts.store.rules().map((r) => [r.id, r.paused]), [['r1', true], ['r2', false]], `${w.id}: the rule changes survived`);
    }
  });

  it('two windows pinning at once keep both pins; an unpin in one and a pin in the other too', async () => {
    const a = open('window-a');
    const b = open('window-b');
    await a.watchlist.add(bitcoin);
    await b.watchlist.add(solana);
    await settled(a, b);
    for (const w of [a, b]) assert.deepEqual(new Set(w.watchlist.items().map((i) => i.id)), new Set(['bitcoin', '5426']), w.id);
    const eth = { kind: 'topic' as const, id: 'ethereum', title: 'Ethereum' };
    await a.watchlist.remove(bitcoin);
    await b.watchlist.add(eth);
    await settled(a, b);
    for (const w of [a, b]) assert.deepEqual(new Set(w.watchlist.items().map((i) => i.id)), new Set(['5426', 'ethereum']), w.id);
  });

  it('a pin in one window while another pins twice in a row keeps all three (failed before: the second write\'s revision passed the first window\'s, whose pin was lost)', async () => {
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const a = open('window-a', () => released);
    const b = open('window-b', () => released);
    const eth = { kind: 'topic' as const, id: 'ethereum', title: 'Ethereum' };
    // neither has heard of the other's writes: a writes once, then b twice, b's copy last in the profile
    await a.watchlist.add(bitcoin);
    await b.watchlist.add(solana);
    await b.watchlist.add(eth);
    release();
    await settled(a, b);
    for (const w of [a, b]) assert.deepEqual(new Set(w.watchlist.items().map((i) => i.id)), new Set(['bitcoin', '5426', 'ethereum']), w.id);
  });

  /**
   * `a` makes its change; a third window's stale copy takes it back; `b` then fills the list; only
   * then does `a` check its change (its settling waits until `b` has filled the list). `made`: what
   * `a` was told at once; `refused`: why `a` was told later that its change could not be kept.
   */
  async function takenBackThenFilled(change: (a: TestWindow) => Promise<unknown>, fill: (b: TestWindow) => Promise<unknown>): Promise<{ a: TestWindow; b: TestWindow; made: unknown; refused: Promise<string> }> {
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const a = open('window-a', () => released);
    const b = open('window-b');
    const stale = open('window-c');
    const refused = new Promise<string>((resolve) => {
      a.watchlist.onDidRefuse(({ reason }) => resolve(reason));
      a.alerts.store.onDidRefuse(({ reason }) => resolve(reason));
    });
    const made = await change(a);
    // any write of the stale copy writes back the list as it was
    await stale.globalState.update('other', 1);
    storage.deliver();
    await fill(b);
    release();
    return { a, b, made, refused };
  }

  it('a pin taken back by a stale copy, the watchlist filled meanwhile, is said made, then said not kept, and is not stored', async () => {
    const topics = Array.from({ length: WATCHLIST_MAX }, (_, i) => ({ kind: 'topic' as const, id: `t${i}`, title: `T${i}` }));
    storage.stored = { [WATCHLIST_KEY]: topics.slice(0, WATCHLIST_MAX - 1) };
    const { a, b, made, refused } = await takenBackThenFilled((w) => w.watchlist.add(bitcoin), (w) => w.watchlist.add(topics.at(-1)!));
    assert.equal(made, true, 'the pin is said made at its first write');
    assert.match(await refused, /at most 100 items/);
    assert.equal(a.watchlist.has(bitcoin), false, 'the view lost the pin when it was said not kept');
    await settled(a, b);
    for (const w of [a, b]) {
      assert.equal(w.watchlist.items().length, WATCHLIST_MAX, w.id);
      assert.equal(w.watchlist.has(bitcoin), false, `${w.id}: the pin said not kept is not stored`);
    }
  });

  it('a rule taken back by a stale copy, the rules filled meanwhile, is said saved, then said not kept, and is not stored', async () => {
    const rules = Array.from({ length: RULES_MAX - 1 }, (_, i) => ruleOf(`r${i}`));
    storage.stored = { [RULES_KEY]: rules };
    const { a, b, refused } = await takenBackThenFilled(async (w) => {
      await w.alerts.store.put(ruleOf('mine'));
      await w.alerts.store.setState(SOURCE.id, 'mine', initialState());
    }, (w) => w.alerts.store.put(ruleOf('theirs')));
    assert.match(await refused, /At most 200 alert rules/);
    await settled(a, b);
    for (const w of [a, b]) {
      assert.equal(w.alerts.store.rules().length, RULES_MAX, w.id);
      assert.equal(w.alerts.store.rule('mine'), undefined, `${w.id}: the rule said not kept is not stored`);
    }
    await until(() => a.alerts.store.states(SOURCE.id)['mine'] === undefined, 'the state of the rule not kept dropped');
  });

  it('an import taken back by a stale copy, the rules filled meanwhile, is said imported, then said not kept, and is not stored (failed before: made again as the list was, in silence)', async () => {
    storage.stored = { [RULES_KEY]: Array.from({ length: RULES_MAX - 1 }, (_, i) => ruleOf(`r${i}`)) };
    const file = JSON.stringify({ format: 'social-pulse-alerts', version: 1, rules: [ruleOf('imported')], history: [] });
    const { a, b, made, refused } = await takenBackThenFilled((w) => w.alerts.store.importText(file), (w) => w.alerts.store.put(ruleOf('theirs')));
    assert.equal(made, 1, 'said imported at its first write');
    assert.match(await refused, /At most 200 alert rules/);
    await settled(a, b);
    for (const w of [a, b]) assert.equal(w.alerts.store.rule('imported'), undefined, `${w.id}: the import said not kept is not stored`);
  });

  describe('a change another window keeps writing over (its extension host hung: it never hears, yet writes its copy)', () => {
    const ethereum = { kind: 'topic' as const, id: 'ethereum', title: 'Ethereum' };
    const fired: Fired = { ruleId: 'r1', name: 'r1', subject: bitcoin, metric: 'topicRank', from: 5, to: 2, at: T0, demo: false, message: 'Bitcoin entered the top 3' };
    const GIVEN_UP = 'Another VS Code window kept writing over it; make the change again.';
    /** Each change a person makes, what they are told when it is not kept, and whether what the window shows is as before it. */
    const changes: { name: string; make: (w: TestWindow) => Promise<unknown>; told: string; asBefore: (w: TestWindow) => boolean }[] = [
      { name: 'a pin', make: (w) => w.watchlist.add(ethereum), told: `Social Pulse: "Ethereum" was pinned, but could not be kept: ${GIVEN_UP}`, asBefore: (w) => !w.watchlist.has(ethereum) },
      { name: 'an unpin', make: (w) => w.watchlist.remove(bitcoin), told: `Social Pulse: "Bitcoin" was unpinned, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => w.watchlist.has(bitcoin) },
      { name: 'a new rule', make: (w) => w.alerts.store.put(ruleOf('r3')), told: `Social Pulse: the alert "r3" was saved, but could not be kept: ${GIVEN_UP}`, asBefore: (w) => !w.alerts.store.rule('r3') },
      { name: 'a rename', make: (w) => w.alerts.store.edit(ruleOf('r1', { name: 'Bitcoin in the top 3' })), told: `Social Pulse: the alert "Bitcoin in the top 3" was saved, but could not be kept: ${GIVEN_UP}`, asBefore: (w) => w.alerts.store.rule('r1')?.name === 'r1' },
      { name: 'a pause', make: (w) => w.alerts.store.setPaused('r1', true), told: `Social Pulse: the alert "r1" was paused, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => w.alerts.store.rule('r1')?.paused === false },
      { name: 'a resume', make: (w) => w.alerts.store.setPaused('r2', false), told: `Social Pulse: the alert "r2" was resumed, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => w.alerts.store.rule('r2')?.paused === true },
      { name: 'Pause All', make: (w) => w.alerts.store.setAllPaused(true), told: `Social Pulse: every alert was paused, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => w.alerts.store.rule('r1')?.paused === false },
      { name: 'Resume All', make: (w) => w.alerts.store.setAllPaused(false), told: `Social Pulse: every alert was resumed, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => w.alerts.store.rule('r2')?.paused === true },
      { name: 'a delete', make: (w) => w.alerts.store.remove('r1'), told: `Social Pulse: the alert "r1" was deleted, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => !!w.alerts.store.rule('r1') },
      {
        name: 'an import', make: (w) => w.alerts.store.importText(JSON.stringify({ format: 'social-pulse-alerts', version: 1, rules: [ruleOf('r9')], history: [{ ...fired, at: T0 + 1 }] })),
        told: `Social Pulse: the alerts were imported, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => !w.alerts.store.rule('r9') && w.alerts.store.history().length === 1,
      },
      { name: 'Clear History', make: (w) => w.alerts.store.clearHistory(), told: `Social Pulse: the alert history was cleared, but that could not be kept: ${GIVEN_UP}`, asBefore: (w) => w.alerts.store.history().length === 1 },
      { name: 'a firing', make: (w) => w.alerts.store.addHistory([{ ...fired, at: T0 + 60_000 }]), told: `Social Pulse: alerts that fired just now could not be kept in the history: ${GIVEN_UP}`, asBefore: (w) => w.alerts.store.history().length === 1 },
    ];

    for (const change of changes) {
      it(`${change.name}: shown at once, then said not kept, once, and the window shows what is stored (failed before: lost in silence)`, async () => {
        storage.stored = { [WATCHLIST_KEY]: [bitcoin], [RULES_KEY]: [ruleOf('r1'), ruleOf('r2', { paused: true })], [HISTORY_KEY]: [fired] };
        const hung = storage.deafWindow();
        let beat = 0;
        let seen = (): void => undefined;
        const shownSeen = new Promise<void>((resolve) => { seen = resolve; });
        // before each check of a's change (once what it showed at once is seen), the hung window writes its copy again
        const a = open('window-a', async () => {
          await shownSeen;
          await hung.update('socialPulse.recent', ++beat);
        });
        const told: string[] = [];
        a.watchlist.onDidRefuse((refused) => told.push(refusedPinNotice(refused)));
        a.alerts.store.onDidRefuse((refused) => told.push(refusedAlertNotice(refused)));
        let shown = false;
        a.watchlist.onDidChange(() => { shown = true; });
        a.alerts.store.onDidChange(() => { shown = true; });
        await change.make(a);
        assert.equal(shown && !change.asBefore(a), true, 'shown made at once');
        seen();
        await a.synced.settled();
        assert.deepEqual(told, [change.told]);
        assert.equal(change.asBefore(a), true, 'the window shows the change not made, as it is stored');
        assert.equal(change.asBefore(open('window-later')), true, 'not stored: a window opened now reads it as before');
      });
    }
  });

  it('a change said not kept quotes the item\'s title neutralised: one line, no bidi marks, no link, an icon\'s syntax as typed', async () => {
    // VS Code draws no icon in a notification's message (microsoft/vscode#117822): `$(alert)` shows as typed
    const hostile = 'Bit\ncoin\u202E $(alert) **now** [run](command:workbench.action.terminal.new)';
    const shown = 'Bit coin $(alert) **now** \uFF3Brun\uFF3D(command:workbench.action.terminal.new)';
    const topics = Array.from({ length: WATCHLIST_MAX - 1 }, (_, i) => ({ kind: 'topic' as const, id: `t${i}`, title: `T${i}` }));
    const rules = Array.from({ length: RULES_MAX - 1 }, (_, i) => ruleOf(`r${i}`));
    storage.stored = { [WATCHLIST_KEY]: topics, [RULES_KEY]: rules };
    const told: string[] = [];
    const { a } = await takenBackThenFilled(async (w) => {
      w.watchlist.onDidRefuse((refused) => told.push(refusedPinNotice(refused)));
      w.alerts.store.onDidRefuse((refused) => told.push(refusedAlertNotice(refused)));
      await w.watchlist.add({ kind: 'topic', id: 'hostile', title: hostile });
      await w.alerts.store.put(ruleOf('hostile', { name: hostile }));
    }, async (w) => {
      await w.watchlist.add({ kind: 'topic', id: 'theirs', title: 'Theirs' });
      await w.alerts.store.put(ruleOf('theirs'));
    });
    await a.synced.settled();
    assert.deepEqual(told.sort(), [
      `Social Pulse: "${shown}" was pinned, but could not be kept: The watchlist holds at most 100 items; remove one first.`,
      `Social Pulse: the alert "${shown}" was saved, but could not be kept: At most 200 alert rules; delete one first.`,
    ]);
    for (const notice of told) assert.doesNotMatch(notice, /[\n\u202E[\]]/);
  });

  it('a pin and a new rule in one window are told at once, while the windows are still given time to settle', async () => {
    // the settling wait as the extension makes it, on a clock that moves only when told
    const time = new VirtualClock(T0);
    const globalState = storage.window();
    const synced = new SyncedWriter(globalState, 'window-a', () => time.sleep(SETTLE_MS));
    const watchlist = new WatchlistStore(globalState, synced);
    const alerts = windowAlerts(globalState, { id: 'window-a', machine, synced }, clock);
    const shown: string[] = [];
    watchlist.onDidChange(() => shown.push('pin'));
    alerts.store.onDidChange(() => shown.push('rule'));
    assert.equal(await watchlist.add(bitcoin), true);
    await alerts.store.put(ruleOf('r1'));
    assert.equal(time.pending(), 2, 'both told with their settling still to come');
    assert.deepEqual(shown, ['pin', 'rule']);
    const refusals: string[] = [];
    watchlist.onDidRefuse(({ reason }) => refusals.push(reason));
    alerts.store.onDidRefuse(({ reason }) => refusals.push(reason));
    time.advance(SETTLE_MS);
    await synced.settled();
    assert.deepEqual(refusals, []);
    assert.deepEqual(watchlist.items(), [bitcoin]);
    assert.deepEqual(alerts.store.rules().map((r) => r.id), ['r1']);
  });

  it('a snooze made in one window while another works out its round stays', async () => {
    const a = open('window-a');
    const b = open('window-b');
    await a.alerts.store.put(ruleOf('r1'));
    await a.alerts.store.put(ruleOf('r2'));
    storage.deliver();
    const base = a.alerts.store.states(SOURCE.id);
    // b snoozes r1 while a's round waits for its answers
    await b.alerts.store.setState(SOURCE.id, 'r1', { ...initialState(), snoozedUntil: T0 + 3_600_000 });
    const worked = { r1: { ...initialState(), checks: 1 }, r2: { ...initialState(), checks: 1 } };
    await a.alerts.store.saveStates(SOURCE.id, worked, base);
    assert.equal(b.alerts.store.state(SOURCE.id, 'r1').snoozedUntil, T0 + 3_600_000, 'the snooze stays');
    assert.equal(b.alerts.store.state(SOURCE.id, 'r2').checks, 1, 'the round\'s other state is kept');
    assert.equal(storage.stored[STATES_KEY], undefined, 'the states are not in globalState');
  });

  /**
   * A's round saves r1 as fired, and another window's `edit` starts while A holds the states'
   * lock: after that window's view last read them, before A's write lands. Returns r1's state once both are written.
   */
  async function firedWhile(a: TestWindow, edit: () => Promise<void>): Promise<RuleState> {
    let editing: Promise<void> | undefined;
    await a.alerts.store.changeState(SOURCE.id, 'r1', (prev) => {
      editing = edit();
      return { ...prev, armed: false, status: 'fired', firedAt: T0 };
    });
    await editing;
    return a.alerts.store.state(SOURCE.id, 'r1');
  }

  it('Pause All in one window keeps a firing another window saved meanwhile (failed before: the copy it read was written back, armed again)', async () => {
    const a = open('window-a');
    const b = open('window-b');
    await a.alerts.store.put(ruleOf('r1'));
    await a.alerts.store.put(ruleOf('r2'));
    storage.deliver();
    assert.equal(b.alerts.store.state(SOURCE.id, 'r1').armed, true, 'b reads r1 armed');
    const r1 = await firedWhile(a, () => b.alerts.store.markPaused(SOURCE.id, ['r1', 'r2'], true));
    assert.deepEqual({ armed: r1.armed, firedAt: r1.firedAt, status: r1.status }, { armed: false, firedAt: T0, status: 'paused' }, 'still fired, now paused');
    assert.equal(a.alerts.store.state(SOURCE.id, 'r2').status, 'paused');
    // Resume All: waiting for the next round, still disarmed by its firing
    await b.alerts.store.markPaused(SOURCE.id, ['r1', 'r2'], false);
    const resumed = a.alerts.store.state(SOURCE.id, 'r1');
    assert.deepEqual({ armed: resumed.armed, firedAt: resumed.firedAt, status: resumed.status }, { armed: false, firedAt: T0, status: 'waiting' });
  });

  it('a snooze in one window keeps a firing another window saved meanwhile (failed before: the copy it read was written back, armed again)', async () => {
    const a = open('window-a');
    const b = open('window-b');
    await a.alerts.store.put(ruleOf('r1'));
    storage.deliver();
    assert.equal(b.alerts.store.state(SOURCE.id, 'r1').armed, true, 'b reads r1 armed');
    const r1 = await firedWhile(a, () => b.alerts.store.changeState(SOURCE.id, 'r1', (prev) => ({ ...prev, snoozedUntil: T0 + 3_600_000 })));
    assert.deepEqual({ armed: r1.armed, firedAt: r1.firedAt, status: r1.status, snoozedUntil: r1.snoozedUntil }, { armed: false, firedAt: T0, status: 'fired', snoozedUntil: T0 + 3_600_000 });
  });

  describe('over the emulator', () => {
    let emulator: Emulator;
    const clients: SocialClient[] = [];
    afterEach(async () => {
      for (const c of clients.splice(0)) c.dispose();
      await emulator.close();
    });

    it('an alert that fires is notified once, however many windows checked it at the same time', async () => {
      const virtual = new VirtualClock(T0);
      emulator = await startEmulator({ now: () => virtual.now(), keys: { [KEY]: 'builder' } });
      const coin = emulator.data.coins[0]!;
      const rule: AlertRule = { ...ruleOf('price'), subject: { kind: 'coin', id: String(coin.id), title: coin.name }, metric: 'price', condition: { kind: 'above', value: 1e12 } };
      const windows = [open('window-a'), open('window-b'), open('window-c')];
      await windows[0]!.alerts.store.put(rule);
      storage.deliver();
      const notified: Fired[] = [];
      const checkers = windows.map((w) => {
        const client = clientFor(emulator, { plan: 'builder', clock: virtual }).client;
        clients.push(client);
        // windows starting together: each took the lease before hearing of the others
        return new AlertChecker({ store: w.alerts.store, client: async () => client, clock: virtual, source: () => SOURCE,
          mayNotify: () => true, notify: (fired) => notified.push(...fired), once: (firing) => machine.once(firing) });
      });
      assert.deepEqual((await Promise.all(checkers.map((c) => c.check()))).map((r) => r.fired.length), [0, 0, 0], 'armed, below the line');
      emulator.overrides.set([{ kind: 'coin', id: String(coin.id), field: 'price', value: 2e12 }]);
      virtual.advance(2 * 60_000);
      await Promise.all(checkers.map((c) => c.check()));
      await settled(...windows);
      assert.equal(notified.length, 1, 'one notification for one firing');
      for (const w of windows) assert.equal(w.alerts.store.history().length, 1, `${w.id}: one firing in the history`);
    });
  });

  it('one window of several takes the lease when they start together', async () => {
    const windows = [open('window-a'), open('window-b'), open('window-c')];
    await Promise.all(windows.map((w) => w.alerts.election.tick()));
    assert.equal(windows.filter((w) => w.alerts.election.confirm()).length, 1, 'one leads once the writes are in');
  });

  it('the day\'s digest is claimed by one window of several, and a claim is not taken back by another window\'s write', async () => {
    // each window waits for its claim to settle: here, until every window has written its own
    let release = (): void => undefined;
    const allWritten = new Promise<void>((resolve) => { release = resolve; });
    let waiting = 0;
    const settle = async (): Promise<void> => {
      if (++waiting === 4) release();
      await allWritten;
    };
    const windows = ['a', 'b', 'c', 'd'].map((id) => ({ view: storage.window(), claim: new DayClaim(machine, () => T0, `window-${id}`, settle) }));
    const claimed = await Promise.all(windows.map((w) => w.claim.claim('2026-01-05', PLACE)));
    assert.equal(claimed.filter((c) => c === 'claimed').length, 1, 'one window writes the day');
    const winner = windows[claimed.indexOf('claimed')]!;
    const others = windows.filter((w) => w !== winner);
    // another window writes its stale copy of globalState: the claim is elsewhere, untouched
    await others[0]!.view.update('socialPulse.recent', ['x']);
    storage.deliver();
    assert.equal(await others[1]!.claim.claim('2026-01-05', PLACE), 'held', 'the claim still holds');
    await winner.claim.written('2026-01-05');
    assert.deepEqual(await Promise.all(windows.map((w) => w.claim.claim('2026-01-05', PLACE))), ['written', 'written', 'written', 'written'], 'a written day is not written again');
    assert.ok(machine.get(CLAIM_KEY));
  });

  it('moves the states and the claim an earlier version kept in globalState, once', async () => {
    const old = storage.window();
    await old.update(STATES_KEY, { [SOURCE.id]: { r1: { ...initialState(), checks: 7 } } });
    await moveToMachine(old, machine, STATES_KEY);
    assert.equal(old.get(STATES_KEY), undefined, 'gone from globalState');
    assert.equal(open('w').alerts.store.state(SOURCE.id, 'r1').checks, 7, 'kept in this machine\'s state');
    await old.update(STATES_KEY, { [SOURCE.id]: { r1: { ...initialState(), checks: 1 } } });
    await moveToMachine(old, machine, STATES_KEY);
    assert.equal(open('w2').alerts.store.state(SOURCE.id, 'r1').checks, 7, 'what is there already wins');
  });
});

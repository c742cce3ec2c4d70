// Managing many rules: the history grouped by subject, a snoozed rule shown as snoozed (and
// quiet), how long each snooze lasts, and pausing or resuming every rule in one write.
import * as assert from 'node:assert/strict';
import { evaluate, initialState } from '../../src/features/alerts/core/evaluate';
import type { Fired } from '../../src/features/alerts/core/evaluate';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { alertRows, ruleRow } from '../../src/features/alerts/core/rows';
import { firedSection } from '../../src/features/alerts/noteLine';
import { customSnooze, snoozeEnd } from '../../src/features/alerts/snooze';
import { useTimeZone } from '../../src/shared/format/time';
import { zoneNameOf } from '../../src/shared/format/zone';
import { AlertStore } from '../../src/features/alerts/core/store';
import { MemoryMemento } from './memento';

const T0 = Date.UTC(2026, 0, 5, 10);
const btc = { kind: 'coin' as const, id: '1', title: 'Bitcoin (BTC)' };
const sol = { kind: 'topic' as const, id: 'solana', title: 'Solana' };

function rule(id: string, extra: Partial<AlertRule> = {}): AlertRule {
  return { id, name: `rule ${id}`, subject: btc, metric: 'price', condition: { kind: 'above', value: 1 }, cooldownMinutes: 0, paused: false, createdAt: T0, ...extra };
}

function fired(ruleId: string, subject: Fired['subject'], at: number): Fired {
  return { ruleId, name: ruleId, subject, metric: 'price', to: 2, at, demo: false, message: `${subject.title} moved` };
}

describe('alerts: managing many', () => {
  it('groups the fired history by subject, the subject that fired last first, newest first within', () => {
    const history = [fired('a', btc, T0), fired('b', sol, T0 + 1000), fired('a', btc, T0 + 2000), fired('c', sol, T0 + 3000), fired('a', btc, T0 + 4000)];
    const rows = alertRows([], {}, history, [], T0 + 5000, () => initialState());
    const groups = rows.find((r) => r.id === 'alerts/history')!.children!;
    assert.deepEqual(groups.map((g) => g.label), ['Bitcoin (BTC)', 'Solana']);
    assert.match(groups[0]!.description!, /^3 fired · last 10:00 UTC$/);
    assert.deepEqual(groups[0]!.children!.map((f) => f.fired!.at), [T0 + 4000, T0 + 2000, T0]);
    assert.deepEqual(groups[1]!.children!.map((f) => f.fired!.ruleId), ['c', 'b']);
  });

  it('shows a snoozed rule as snoozed until when, and it does not fire before', () => {
    const r = rule('r1');
    const snoozed = { ...initialState(), snoozedUntil: T0 + 3_600_000 };
    const row = ruleRow(r, snoozed, T0);
    assert.match(row.description!, /^snoozed until 11:00 UTC/);
    assert.equal(row.icon, 'bell-slash');
    assert.match(row.contextValue!, /^alertRule active snoozed$/);
    assert.equal(evaluate(r, snoozed, { value: 2, at: T0 }, T0).fired, undefined, 'quiet while snoozed');
    assert.ok(evaluate(r, snoozed, { value: 2, at: T0 + 3_600_000 }, T0 + 3_600_000).fired, 'fires once the snooze ends');
    assert.doesNotMatch(ruleRow(r, snoozed, T0 + 3_600_000).description!, /snoozed/);
  });

  it('snoozes for 1 h, 4 h, until tomorrow 08:00 in the zone times are shown in, or a typed time within a week', () => {
    assert.equal(snoozeEnd('hour', T0), T0 + 3_600_000);
    assert.equal(snoozeEnd('fourHours', T0), T0 + 4 * 3_600_000);
    // T0 is 10:00 UTC, 05:00 in New York, 19:00 in Tokyo: whatever zone the host runs in
    assert.equal(snoozeEnd('tomorrow', T0, 'utc'), Date.UTC(2026, 0, 6, 8));
    assert.equal(snoozeEnd('tomorrow', T0, zoneNameOf('America/New_York')), Date.UTC(2026, 0, 6, 13));
    assert.equal(snoozeEnd('tomorrow', T0, zoneNameOf('Asia/Tokyo')), Date.UTC(2026, 0, 5, 23));
    // the view says the end in socialPulse.timeZone: "snoozed until 08:00 EST"
    useTimeZone(zoneNameOf('America/New_York'));
    try {
      assert.match(ruleRow(rule('r1'), { ...initialState(), snoozedUntil: snoozeEnd('tomorrow', T0) }, T0).description!, /^snoozed until 08:00 EST/);
    } finally {
      useTimeZone('utc');
    }
    assert.equal(customSnooze('90'), 90);
    assert.equal(customSnooze('2h'), 120);
    assert.equal(customSnooze('1d'), 1440);
    assert.match(String(customSnooze('8d')), /At most 7 days/);
    assert.match(String(customSnooze('soon')), /Type minutes/);
  });

  it('pauses and resumes every rule in one write, counting those that changed', async () => {
    const memento = new MemoryMemento();
    const store = new AlertStore(memento);
    for (const r of [rule('r1'), rule('r2', { paused: true }), rule('r3')]) await store.put(r);
    let writes = 0;
    store.onDidChange(() => writes++);
    assert.equal(await store.setAllPaused(true), 2);
    assert.equal(writes, 1);
    assert.ok(store.rules().every((r) => r.paused));
    assert.equal(await store.setAllPaused(true), 0, 'nothing left to pause');
    assert.equal(await store.setAllPaused(false), 3);
    assert.ok(store.rules().every((r) => !r.paused));
  });
});

describe('alerts: a fired alert in today\'s note', () => {
  it('is one line under the day\'s alerts section, its service text as text through the notes guard', () => {
    const hostile = 'Evil\u202E [click](command:workbench.action.terminal.new) <img src=x onerror=alert(1)>\n# heading';
    const section = firedSection({ at: Date.UTC(2026, 10, 25, 23, 30), message: `${hostile}: Price above $1 (now $2).`, demo: false }, 'Asia/Tokyo');
    assert.equal(section.title, 'Social Pulse alerts');
    assert.deepEqual(section.day, { year: 2026, month: 11, day: 26 }, 'the day in the person\'s time zone');
    assert.match(section.body, /^- 08:30 GMT\+9 Evil /, 'the time says its zone');
    assert.doesNotMatch(section.body, /\n/, 'one line');
    assert.doesNotMatch(section.body, /(?<!\\)\[click\]\(command:/, 'no live link');
    assert.doesNotMatch(section.body, /(?<!\\)<img/, 'no raw HTML');
    assert.doesNotMatch(section.body, /\u202E/);
  });
});

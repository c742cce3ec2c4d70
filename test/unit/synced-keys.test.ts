// Settings Sync carries one list of keys, set once (each setKeysForSync call replaces the list):
// it holds every key where the watchlist and the alerts keep what the person made (pins, rules,
// fired history), and none of what is about this machine (rule states, the checking window's lease).
import * as assert from 'node:assert/strict';
import { LeaderElection } from '../../src/features/alerts/core/election';
import { initialState } from '../../src/features/alerts/core/evaluate';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { AlertStore } from '../../src/features/alerts/core/store';
import { SYNCED_KEYS } from '../../src/editor/syncedKeys';
import { WatchlistStore } from '../../src/editor/watchlist/store';
import { MemoryMemento } from './memento';

describe('Settings Sync: one list of synced keys', () => {
  it('holds the keys of pins, alert rules and their history, and not states or the lease', async () => {
    const memento = new MemoryMemento();
    await new WatchlistStore(memento).add({ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    const alerts = new AlertStore(memento);
    const rule: AlertRule = {
      id: 'r1', name: 'Bitcoin rank', subject: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, metric: 'topicRank',
      condition: { kind: 'entersTop', n: 3 }, cooldownMinutes: 60, paused: false, createdAt: 0,
    };
    await alerts.put(rule);
    const made = new Set(memento.values.keys());
    await alerts.addHistory([{ ruleId: 'r1', name: rule.name, subject: rule.subject, metric: rule.metric, to: 2, at: 1, demo: false, message: 'm' }]);
    const history = [...memento.values.keys()].filter((k) => !made.has(k));
    await alerts.setState('demo', 'r1', initialState());
    await new LeaderElection(memento, { now: () => 0 }, 'window').tick();
    const machine = [...memento.values.keys()].filter((k) => !made.has(k) && !history.includes(k));

    assert.deepEqual([...SYNCED_KEYS].sort(), [...made, ...history].sort(), 'pins, rules and history follow the person');
    assert.equal(machine.length, 2);
    for (const key of machine) assert.ok(!SYNCED_KEYS.includes(key), `${key} stays on this machine`);
  });
});

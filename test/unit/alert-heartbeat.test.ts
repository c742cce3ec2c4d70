// The alerts' lease heartbeat beats only while there are rules: the first rule starts it, and
// deleting the last stops it and gives the lease up (before, it beat every 30 s until the window
// closed, renewing a lease nobody needed). An interval of its own stands in for setInterval.
import * as assert from 'node:assert/strict';
import { HEARTBEAT_MS, LeaderElection, LEASE_KEY } from '../../src/features/alerts/core/election';
import { RulesHeartbeat, type Timer } from '../../src/features/alerts/core/heartbeat';
import { MemoryMemento } from './memento';

/** Intervals run by hand: `pass(ms)` runs each beat that many ms bring. */
class HandTimer implements Timer {
  private readonly beats = new Map<number, { beat: () => void; ms: number }>();
  private next = 1;

  setInterval(beat: () => void, ms: number): number {
    this.beats.set(this.next, { beat, ms });
    return this.next++;
  }

  clearInterval(handle: unknown): void {
    this.beats.delete(handle as number);
  }

  get running(): number {
    return this.beats.size;
  }

  pass(ms: number): void {
    for (const { beat, ms: every } of [...this.beats.values()]) for (let t = every; t <= ms; t += every) beat();
  }
}

describe('alerts: the lease heartbeat', () => {
  it('beats while there are rules; deleting the last stops it and gives the lease up', async () => {
    let now = 1_000_000;
    const state = new MemoryMemento();
    const election = new LeaderElection(state, { now: () => now }, 'window-a');
    const timer = new HandTimer();
    let rules = 0;
    const beats: Promise<boolean>[] = [];
    const released: Promise<void>[] = [];
    const heartbeat = new RulesHeartbeat({
      hasRules: () => rules > 0,
      beat: () => beats.push(election.tick()),
      release: () => released.push(election.release()),
      timer,
    });

    heartbeat.follow();
    assert.equal(timer.running, 0, 'no rule: no heartbeat');
    assert.equal(state.get(LEASE_KEY), undefined, 'and no lease');

    rules = 1;
    heartbeat.follow();
    heartbeat.follow();
    assert.equal(timer.running, 1, 'one heartbeat however often it is told');
    await Promise.all(beats);
    assert.equal(election.isLeader, true);
    now += HEARTBEAT_MS;
    timer.pass(HEARTBEAT_MS);
    await Promise.all(beats);
    assert.equal(beats.length, 2, 'the first beat, then one every 30 s');

    rules = 0;
    heartbeat.follow();
    await Promise.all(released);
    assert.equal(timer.running, 0, 'the last rule deleted: the heartbeat stops');
    assert.equal(state.get(LEASE_KEY), undefined, 'and the lease is given up');
    assert.equal(election.isLeader, false);
    timer.pass(10 * HEARTBEAT_MS);
    assert.equal(beats.length, 2, 'no beat after');

    rules = 1;
    heartbeat.follow();
    await Promise.all(beats);
    assert.equal(timer.running, 1, 'a new rule starts it again');
    assert.equal(election.isLeader, true);
    heartbeat.dispose();
    assert.equal(timer.running, 0);
  });
});

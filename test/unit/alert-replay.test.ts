// The scripted replay (node scripts/alert-replay.mjs) holds what the README claims: every
// condition is judged over the 30 days and the series are shared per subject and bucket; a day of
// a person's rules stays within the background allowance on Hobby and asks each series at most
// once an hour on Individual.
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import { userReserve } from '../../src/service/api/quota';
import { REPLAY_CASES, replay, replayTable } from './alert-replay-sim';

describe('alert replay (emulator, virtual clock)', function () {
  this.timeout(120_000);

  it('replays 30 days of every condition and a day of rules on Hobby and Individual within their budgets', async () => {
    const r = await replay(3, 30);
    console.log(`\n${replayTable(r)}\n`);
    assert.equal(r.conditions.length, REPLAY_CASES.length);
    for (const c of r.conditions) {
      // the buckets wholly in the 30 days: the first began 30 s before them, the running one has no point yet
      assert.equal(c.checks, c.rules * (c.label.includes('(day') ? 30 - 1 : 30 * 24 - 1), `${c.label}: one check a bucket over 30 days`);
      assert.ok(c.judged > c.checks * 0.8, `${c.label}: judged ${c.judged} of ${c.checks}`);
    }
    // coins 3 × (hour, day) + topics 3 × (hour, day): the six conditions share them
    assert.equal(r.seriesRequests, 12);
    const [hobby, individual] = r.plans;
    assert.equal(hobby!.plan, 'hobby');
    assert.ok(hobby!.requests <= PLANS.hobby.perDay - userReserve(PLANS.hobby.perDay), `Hobby: ${hobby!.requests} requests`);
    assert.ok(hobby!.requests > 0);
    assert.ok(individual!.requests <= individual!.roundCost * 24, `Individual: each series at most once an hour (${individual!.requests})`);
    assert.ok(individual!.rounds > 24, 'rounds every 15 minutes, most answered from the hour\'s cache');
  });
});

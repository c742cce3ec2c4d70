// A simulated working day (9 to 6, then the evening with the watchlist only) at Hobby and at
// Individual limits, on a virtual clock against the emulator: see quota-day-sim.ts.
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import { userReserve } from '../../src/service/api/quota';
import type { DayResult } from './quota-day-sim';
import { DAY_START, hourTable, REFRESH_MINUTES, simulateDay } from './quota-day-sim';

const HOUR = 3_600_000;

function checkDay(r: DayResult): void {
  const plan = PLANS[r.plan];
  assert.equal(r.perDay, plan.perDay);
  assert.equal(r.got429, 0, 'paced before leaving: the service never refuses for the rate');
  assert.ok(r.dayUsedAtEnd <= plan.perDay, `day total ${r.dayUsedAtEnd} within ${plan.perDay}`);
  assert.equal(r.sent, r.dayUsedAtEnd, 'the client counted what the service counted');
  assert.deepEqual(r.userFailures, [], 'every click answered, from the network or the cache');
  assert.ok(r.clicks >= 30, `a working day of clicks (${r.clicks})`);
  // background work never went into the reserve kept for the person
  assert.ok(r.maxDayUsedAtBackground <= plan.perDay - userReserve(plan.perDay),
    `background stopped at ${r.maxDayUsedAtBackground} of ${plan.perDay}`);
  const gaps = r.rounds.slice(1).map((t, i) => t - r.rounds[i]!);
  assert.ok(gaps.every((g) => g >= REFRESH_MINUTES * 60_000), 'never more often than the setting');
}

const userAfter = (r: DayResult, t: number): number => r.hours.filter((h) => h.hour * HOUR + DAY_START >= t).reduce((n, h) => n + h.user, 0);

describe('a working day under quota pressure (virtual clock, emulator)', function () {
  this.timeout(120_000);

  it('Hobby (4/min, 100/day): coins browsing and 10 pinned coins stay inside the limits with zero 429s', async () => {
    const r = await simulateDay('hobby');
    console.log(`\n${hourTable(r)}\n`);
    checkDay(r);
    assert.ok(r.userPlanRefused > 0, 'the sidebar asked for topics and categories, which Hobby lacks');
    assert.ok((r.byOperation.topicsList?.user ?? 0) <= 1 && r.planRemembered > 0, 'a refusal for the plan is not asked again');
    // a tight day stretches the rounds beyond the setting, and stops them while the person
    // still has clicks to make: what they asked for later was answered
    const gaps = r.rounds.slice(1).map((t, i) => t - r.rounds[i]!);
    assert.ok(Math.max(...gaps) > 2 * REFRESH_MINUTES * 60_000, 'the interval adapts to the budget');
    assert.ok(r.lastBackgroundAt !== undefined && userAfter(r, r.lastBackgroundAt + HOUR) > 0, 'room left for the person');
  });

  it('Individual (10/min, 2,000/day): topics, categories and coins with a mixed watchlist of 10', async () => {
    const r = await simulateDay('individual');
    console.log(`\n${hourTable(r)}\n`);
    checkDay(r);
    // an ample day refreshes at the setting, through the evening, and ends with the reserve
    assert.ok(r.rounds.length >= 50, `${r.rounds.length} rounds`);
    assert.ok(r.lastBackgroundAt !== undefined && r.lastBackgroundAt >= DAY_START + 23 * HOUR, 'still refreshing at 23:00');
    assert.ok(r.perDay - r.dayUsedAtEnd >= userReserve(r.perDay), `${r.perDay - r.dayUsedAtEnd} left at midnight`);
  });
});

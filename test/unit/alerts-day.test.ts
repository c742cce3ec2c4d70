// A day with 10 alert rules at Hobby and Individual limits (see alerts-day-sim.ts).
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import { userReserve } from '../../src/service/api/quota';
import type { AlertDay } from './alerts-day-sim';
import { alertTable, simulateAlertDay } from './alerts-day-sim';

function checkDay(d: AlertDay, maxLateMin: number): void {
  const plan = PLANS[d.plan];
  assert.equal(d.got429, 0);
  assert.ok(d.maxDayUsedByBackground <= plan.perDay - userReserve(plan.perDay), 'background never spent the reserve');
  assert.equal(d.userFailures, 0);
  assert.ok(d.maxUserWaitS <= d.maxUserWaitWithoutRulesS, 'the rules never made a click wait longer');
  assert.ok(d.rules.every((r) => r.checks === d.rounds), 'every rule checked in every round, with the round');
  for (const r of d.rules) {
    if (r.crossedAt === undefined) {
      assert.equal(r.firedAt, undefined, `${r.name} never crossed and never fired`);
      continue;
    }
    assert.ok(r.firedAt !== undefined && r.firedAt >= r.crossedAt, `${r.name} fired after its line was crossed`);
    assert.ok(r.firedAt - r.crossedAt <= maxLateMin * 60_000, `${r.name} fired ${(r.firedAt - r.crossedAt) / 60_000} min late`);
  }
}

describe('a day with 10 alert rules (virtual clock, emulator)', function () {
  this.timeout(120_000);

  it('Hobby: coin rules ride on the watchlist\'s coin page (no extra request), fire within the stretched rounds', async () => {
    const d = await simulateAlertDay('hobby');
    console.log(`\n${alertTable(d)}\n`);
    checkDay(d, 90);
    assert.equal(d.requests.alerts, 0, 'every coin is on the page the watchlist already fetched');
  });

  it('Individual: one request per subject not pinned, every 15 minutes', async () => {
    const d = await simulateAlertDay('individual');
    console.log(`\n${alertTable(d)}\n`);
    checkDay(d, 16);
    assert.ok(d.requests.alerts <= 3 * d.rounds, 'two topics and a stock a round at most');
  });
});

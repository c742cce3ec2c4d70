// A time beyond what a date holds (1e20 s from a misbehaving service, NaN, an alert imported with
// such a time) is written as missing wherever a time is written, never thrown as 'Invalid time value'.
import * as assert from 'node:assert/strict';
import { noteClock, noteStamp } from '../../src/shared/format/time';
import { wallAsUtc } from '../../src/shared/format/wallClock';
import { digestMarkdown } from '../../src/features/digest/core/markdown';
import { dayIn } from '../../src/editor/toNotes/dailyNote';
import { firedSection } from '../../src/features/alerts/noteLine';

/** Milliseconds no date has: beyond 8.64e15 either way, NaN and the infinities. */
const BEYOND = [8.64e15 + 1, -8.64e15 - 1, 1e23, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
const AT = Date.UTC(2026, 10, 25, 16, 32);

describe('times beyond what a date holds', () => {
  it("a note's stamp and clock are —, in any zone", () => {
    for (const ms of BEYOND) {
      for (const zone of [undefined, 'UTC', 'Europe/Berlin']) {
        assert.equal(noteStamp(ms, zone), '—', `${ms} in ${zone}`);
        assert.equal(noteClock(ms, zone), '—', `${ms} in ${zone}`);
      }
    }
    assert.equal(noteStamp(AT, 'Europe/Berlin'), '2026-11-25 17:32 GMT+1');
    assert.equal(noteClock(8.64e15, 'UTC'), '00:00 UTC');
  });

  it("a zone's wall clock is NaN, as Date.UTC gives", () => {
    for (const ms of BEYOND) assert.ok(Number.isNaN(wallAsUtc(ms, 'utc')), String(ms));
    assert.equal(wallAsUtc(AT, 'utc'), AT);
  });

  it('a digest with an alert whose time no date has (an imported history) is written, that alert dated —', () => {
    const alerts = [{ message: 'Bitcoin (BTC): Price above $80,000.', at: 1e20 * 1000, demo: false }, { message: 'Ether (ETH): Price below $3,000.', at: AT, demo: false }];
    const data = { sections: ['alerts' as const], lacking: {}, watchlist: [], whatsup: [], posts: [], alerts, spending: { budget: 1, spent: 0, cached: 0, leftOut: [] } };
    const body = digestMarkdown(data, { at: AT, demo: false, planLabel: 'Builder', timeZone: 'UTC' });
    assert.match(body, /^- —: Bitcoin \(BTC\): Price above \$80,000\.$/m);
    assert.match(body, /^- 2026-11-25 16:32 UTC: Ether \(ETH\): Price below \$3,000\.$/m);
  });

  it("a note's day is the day of the time it falls back to (failed before: RangeError: Invalid time value)", () => {
    const later = Date.UTC(2027, 0, 2, 12);
    for (const ms of BEYOND) {
      assert.deepEqual(dayIn(ms, 'UTC', later), { year: 2027, month: 1, day: 2 }, String(ms));
      assert.equal(typeof dayIn(ms).year, 'number', String(ms));
    }
    assert.deepEqual(dayIn(AT, 'UTC', later), { year: 2026, month: 11, day: 25 });
  });

  it("an alert whose time no date has goes into today's note, its time —", () => {
    const today = Date.UTC(2027, 0, 2, 12);
    for (const at of [1e20 * 1000, Number.NaN]) {
      const section = firedSection({ at, message: 'Bitcoin (BTC): Price above $80,000.', demo: false }, 'Europe/Berlin', today);
      assert.deepEqual(section.day, { year: 2027, month: 1, day: 2 }, String(at));
      assert.match(section.body, /^- — Bitcoin \(BTC\): Price above \$80,000\.$/);
    }
  });
});

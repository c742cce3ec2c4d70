// A time of day on a zone's wall clock, as a moment: the day and the hour are the zone's, across a
// DST change and in its gap, whatever zone the process runs in.
import * as assert from 'node:assert/strict';
import { wallClockMoment } from '../../src/shared/format/wallClock';
import { zoneNameOf, type ZoneName } from '../../src/shared/format/zone';

const named = (name: string): ZoneName => {
  const z = zoneNameOf(name);
  assert.ok(z, name);
  return z;
};

describe('wall clock: a time of day in a zone', () => {
  it("is tomorrow's hour in the zone, its day counted in the zone", () => {
    // 10:00 EST: tomorrow 08:00 EST is 13:00 UTC
    assert.equal(wallClockMoment(Date.UTC(2026, 11, 3, 15), 1, 8, named('America/New_York')), Date.UTC(2026, 11, 4, 13));
    // 23:00 EST on the 3rd is the 4th in UTC: tomorrow is still the 4th in New York
    assert.equal(wallClockMoment(Date.UTC(2026, 11, 4, 4), 1, 8, named('America/New_York')), Date.UTC(2026, 11, 4, 13));
    // 08:30 on the 25th in Tokyo while UTC reads the 24th
    assert.equal(wallClockMoment(Date.UTC(2026, 10, 24, 23, 30), 1, 8, named('Asia/Tokyo')), Date.UTC(2026, 10, 25, 23));
    assert.equal(wallClockMoment(Date.UTC(2026, 11, 3, 15), 1, 8, 'utc'), Date.UTC(2026, 11, 4, 8));
  });

  it('keeps the hour across a DST change, and lands right after a time the zone skips', () => {
    const berlin = named('Europe/Berlin');
    // summer time starts on 29 March 2026 (02:00 CET → 03:00 CEST): 08:00 CEST is 06:00 UTC
    assert.equal(wallClockMoment(Date.UTC(2026, 2, 28, 12), 1, 8, berlin), Date.UTC(2026, 2, 29, 6));
    // it ends on 25 October 2026: 08:00 CET is 07:00 UTC
    assert.equal(wallClockMoment(Date.UTC(2026, 9, 24, 12), 1, 8, berlin), Date.UTC(2026, 9, 25, 7));
    // 02:00 never happens on 29 March: 03:00 CEST, 01:00 UTC
    assert.equal(wallClockMoment(Date.UTC(2026, 2, 28, 12), 1, 2, berlin), Date.UTC(2026, 2, 29, 1));
  });
});

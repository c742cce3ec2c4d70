// socialPulse.timeZone resolved: 'local' is the machine the extension host runs on (in a remote
// window, not the person's), a named zone is the same everywhere, and the host's resolved zone is
// what panels are sent. The notes' day (the digest's, an alert's line) follows a named zone.
import * as assert from 'node:assert/strict';
import { currentNotesZone, currentTimeZone, formatClock, formatMoment, onDidChangeShownZone, useNotesZone, useTimeZone, zoneName } from '../../src/shared/format/time';
import { intlZone, isShownZone, notesZone, shownZone, zoneNameOf } from '../../src/shared/format/zone';
import type { ZoneName } from '../../src/shared/format/zone';
import { digestDay, isDue, parseTime } from '../../src/features/digest/schedule';
import { dayIn, isoDay } from '../../src/editor/toNotes/dailyNote';
import { firedSection } from '../../src/features/alerts/noteLine';

// 2026-11-24 23:30 UTC: already 2026-11-25 08:30 in Tokyo
const LATE_EVENING_UTC = Date.UTC(2026, 10, 24, 23, 30);
const named = (name: string): ZoneName => {
  const z = zoneNameOf(name);
  assert.ok(z, name);
  return z;
};

describe('time zone: socialPulse.timeZone resolved', () => {
  afterEach(() => {
    useTimeZone('utc');
    useNotesZone('utc');
  });

  it('knows a zone by its IANA name, as Intl spells it, and nothing else', () => {
    assert.equal(zoneNameOf('Europe/Berlin'), 'Europe/Berlin');
    assert.equal(zoneNameOf(' asia/tokyo '), 'Asia/Tokyo');
    for (const bad of ['', 'local', 'Local', 'Mars/Olympus', 'GMT+25', 'Europe/']) assert.equal(zoneNameOf(bad), undefined, bad);
    assert.ok(isShownZone('utc') && isShownZone('Asia/Tokyo'));
    // 'local' means the machine that reads it: the host never sends it to a panel
    assert.ok(!isShownZone('local') && !isShownZone('Mars/Olympus') && !isShownZone(7));
    // a zone the host spells by another of its names is still the page's zone, not a blank panel
    // (Node spells Kyiv and Kolkata by their old names, newer browsers by the new)
    for (const alias of ['Europe/Kiev', 'Europe/Kyiv', 'Asia/Calcutta', 'Asia/Kolkata']) assert.ok(isShownZone(alias), alias);
  });

  it("'local' is the host machine's zone; 'utc' and a named zone are the same on every machine", () => {
    const machine = Intl.DateTimeFormat().resolvedOptions().timeZone;
    assert.equal(intlZone(shownZone('local')), machine === 'UTC' ? 'UTC' : machine);
    assert.equal(shownZone('utc'), 'utc');
    assert.equal(shownZone(named('Asia/Tokyo')), 'Asia/Tokyo');
  });

  it('times read in a named zone and say it, whatever the machine\'s zone', () => {
    useTimeZone(named('Asia/Tokyo'));
    assert.equal(currentTimeZone(), 'Asia/Tokyo');
    assert.equal(formatClock(LATE_EVENING_UTC), '08:30 GMT+9');
    assert.equal(formatMoment(LATE_EVENING_UTC), 'Nov 25, 2026, 8:30 AM GMT+9');
    useTimeZone('utc');
    assert.equal(formatClock(LATE_EVENING_UTC), '23:30 UTC');
    assert.equal(zoneName(LATE_EVENING_UTC), 'UTC');
  });

  it("the notes' day follows a named zone; with utc or local, the host machine's own calendar day as before", () => {
    assert.equal(notesZone('utc'), undefined);
    assert.equal(notesZone('local'), undefined);
    assert.equal(notesZone(named('Asia/Tokyo')), 'Asia/Tokyo');
    useNotesZone(named('Asia/Tokyo'));
    assert.equal(currentNotesZone(), 'Asia/Tokyo');
    useNotesZone('local');
    assert.equal(currentNotesZone(), undefined);
  });

  it("the notes' zone is set apart from the zone times are shown in (a workspace may set only the latter)", () => {
    useNotesZone('utc');
    useTimeZone(named('Asia/Tokyo'));
    assert.equal(currentTimeZone(), 'Asia/Tokyo');
    assert.equal(currentNotesZone(), undefined, "a zone shown does not move the notes' day");
    useNotesZone(named('Europe/Berlin'));
    assert.equal(currentTimeZone(), 'Asia/Tokyo', 'nor the reverse');
    assert.equal(currentNotesZone(), 'Europe/Berlin');
  });

  it('another shown zone is told to every listener once; the same zone again, or the notes\' zone, tells nobody', () => {
    useTimeZone('utc');
    const told: string[] = [];
    const first = onDidChangeShownZone((zone) => told.push(`first ${zone}`));
    const second = onDidChangeShownZone((zone) => told.push(`second ${zone}`));
    try {
      useTimeZone(named('Asia/Tokyo'));
      useTimeZone(named('Asia/Tokyo'));
      useNotesZone(named('Europe/Berlin'));
      first.dispose();
      useTimeZone('utc');
      assert.deepEqual(told, ['first Asia/Tokyo', 'second Asia/Tokyo', 'second utc']);
    } finally {
      first.dispose();
      second.dispose();
    }
  });

  it("the digest's day, its schedule and an alert's line in the note, in a named zone", () => {
    const zone = notesZone(named('Asia/Tokyo'));
    assert.equal(digestDay(LATE_EVENING_UTC, zone), '2026-11-25');
    assert.equal(isoDay(dayIn(LATE_EVENING_UTC, zone)), '2026-11-25');
    assert.equal(isDue({ time: parseTime('08:30'), days: ['wed'], timeZone: zone }, LATE_EVENING_UTC, '2026-11-24'), true);
    const line = firedSection({ at: LATE_EVENING_UTC, message: 'Bitcoin in the top 3', demo: false }, zone);
    assert.equal(isoDay(line.day), '2026-11-25');
    assert.match(line.body, /^- 08:30 GMT\+9 /);
    // the same moment in New York is the evening before
    assert.equal(digestDay(LATE_EVENING_UTC, notesZone(named('America/New_York'))), '2026-11-24');
  });
});

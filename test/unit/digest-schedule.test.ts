// When the daily digest is due, by the wall clock of a time zone: at the time set or the first
// look after it, on the chosen weekdays, once a day; DST change days; days missed while closed
// not back-filled; two windows looking at once write it once.
import * as assert from 'node:assert/strict';
import { DayClaim, CLAIM_MS } from '../../src/features/digest/claim';
import { checkDigestSettings, DEFAULT_DAYS, DEFAULT_MAX_REQUESTS } from '../../src/features/digest/config';
import { foamTemplatePattern } from '../../src/features/digest/foamPattern';
import { DIGEST_SECTIONS } from '../../src/features/digest/core/types';
import { digestDay, isDue, nextLookMs, parseTime, type Schedule } from '../../src/features/digest/schedule';
import { MemoryMemento } from './memento';

/** Where the windows write the day's note (a folder and its path pattern). */
const PLACE = 'file:///notes\njournal/${year}-${month}-${day}.md';

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const at = (time: string, timeZone: string, days: Schedule['days'] = EVERY_DAY): Schedule => ({ time: parseTime(time), days, timeZone });

describe('digest schedule', () => {
  it('reads HH:MM and nothing else; empty is off', () => {
    assert.deepEqual(parseTime('08:30'), { hour: 8, minute: 30 });
    assert.deepEqual(parseTime('7:05'), { hour: 7, minute: 5 });
    for (const bad of ['', '24:00', '08:60', '8.30', '0830', 'soon']) assert.equal(parseTime(bad), undefined, bad);
    assert.equal(isDue({ days: EVERY_DAY }, Date.UTC(2026, 10, 25, 12), undefined), false);
  });

  it('is due from the time set in the zone, not in UTC', () => {
    // 08:30 in Tokyo is 23:30 UTC the day before
    const tokyo = at('08:30', 'Asia/Tokyo');
    assert.equal(isDue(tokyo, Date.UTC(2026, 10, 24, 23, 29), undefined), false);
    assert.equal(isDue(tokyo, Date.UTC(2026, 10, 24, 23, 30), undefined), true);
    assert.equal(digestDay(Date.UTC(2026, 10, 24, 23, 30), 'Asia/Tokyo'), '2026-11-25');
    // 08:30 in New York (EST, UTC-5) is 13:30 UTC
    const ny = at('08:30', 'America/New_York');
    assert.equal(isDue(ny, Date.UTC(2026, 10, 25, 13, 29), undefined), false);
    assert.equal(isDue(ny, Date.UTC(2026, 10, 25, 13, 30), undefined), true);
    // a zone with a quarter-hour offset
    const kathmandu = at('08:30', 'Asia/Kathmandu');
    assert.equal(isDue(kathmandu, Date.UTC(2026, 10, 25, 2, 44), undefined), false);
    assert.equal(isDue(kathmandu, Date.UTC(2026, 10, 25, 2, 45), undefined), true);
  });

  it('is due once a day: not again after today\'s was written, again the next day', () => {
    const s = at('08:30', 'Europe/Berlin');
    const morning = Date.UTC(2026, 10, 25, 8);   // 09:00 in Berlin
    assert.equal(isDue(s, morning, '2026-11-24'), true);
    assert.equal(isDue(s, morning, '2026-11-25'), false);
    assert.equal(isDue(s, morning + 12 * 3_600_000, '2026-11-25'), false);
    assert.equal(isDue(s, morning + 24 * 3_600_000, '2026-11-25'), true);
  });

  it('at the first start after the time, only for today: missed days are not back-filled', () => {
    const s = at('08:30', 'Europe/Berlin');
    // last written three days ago; VS Code starts today at 07:00: nothing until 08:30 today
    assert.equal(isDue(s, Date.UTC(2026, 10, 25, 6), '2026-11-22'), false);
    // started at 17:00: today's is due, one digest (the day is today's, not the missed ones)
    const late = Date.UTC(2026, 10, 25, 16);
    assert.equal(isDue(s, late, '2026-11-22'), true);
    assert.equal(digestDay(late, 'Europe/Berlin'), '2026-11-25');
  });

  it('only on the chosen weekdays, by the zone\'s weekday', () => {
    const weekdays = at('08:30', 'Pacific/Auckland', ['mon', 'tue', 'wed', 'thu', 'fri']);
    // Friday 20:00 UTC is Saturday 09:00 in Auckland (NZDT, UTC+13)
    assert.equal(isDue(weekdays, Date.UTC(2026, 10, 27, 20), undefined), false);
    // Thursday 20:00 UTC is Friday 09:00 there
    assert.equal(isDue(weekdays, Date.UTC(2026, 10, 26, 20), undefined), true);
  });

  it('on the day clocks spring forward, a time that never happens is due right after the jump', () => {
    // Europe/Berlin, 2026-03-29: 02:00 CET jumps to 03:00 CEST (01:00 UTC)
    const s = at('02:30', 'Europe/Berlin');
    assert.equal(isDue(s, Date.UTC(2026, 2, 29, 0, 59), '2026-03-28'), false);   // 01:59 CET
    assert.equal(isDue(s, Date.UTC(2026, 2, 29, 1, 0), '2026-03-28'), true);     // 03:00 CEST
    // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00 UTC); 08:30 is 12:30 UTC after it
    const ny = at('08:30', 'America/New_York');
    assert.equal(isDue(ny, Date.UTC(2026, 2, 8, 12, 29), undefined), false);
    assert.equal(isDue(ny, Date.UTC(2026, 2, 8, 12, 30), undefined), true);
  });

  it('on the day clocks fall back, a time that happens twice writes once', () => {
    // Europe/Berlin, 2026-10-25: 03:00 CEST falls back to 02:00 CET (01:00 UTC); 02:30 happens twice
    const s = at('02:30', 'Europe/Berlin');
    const first = Date.UTC(2026, 9, 25, 0, 30);   // 02:30 CEST
    const second = Date.UTC(2026, 9, 25, 1, 30);  // 02:30 CET
    assert.equal(isDue(s, first, '2026-10-24'), true);
    assert.equal(digestDay(first, 'Europe/Berlin'), digestDay(second, 'Europe/Berlin'));
    assert.equal(isDue(s, second, digestDay(first, 'Europe/Berlin')), false);
  });

  it('looks again at the time set when it is ahead, and at least every 15 minutes', () => {
    const s = at('08:30', 'UTC');
    assert.equal(nextLookMs(s, Date.UTC(2026, 10, 25, 8, 20)), 10 * 60_000);
    assert.equal(nextLookMs(s, Date.UTC(2026, 10, 25, 8, 20, 30)), 9 * 60_000 + 30_000);
    assert.equal(nextLookMs(s, Date.UTC(2026, 10, 25, 3)), 15 * 60_000);
    assert.equal(nextLookMs(s, Date.UTC(2026, 10, 25, 9)), 15 * 60_000);
    assert.equal(nextLookMs({ days: EVERY_DAY }, Date.UTC(2026, 10, 25, 9)), undefined);
  });
});

/**
 * globalState as two windows see it: a window reads its own writes at once and another window's
 * only once they have travelled (a moment later), so both may read "nobody" and both write.
 */
class WindowView {
  private readonly own = new Map<string, unknown>();
  constructor(private readonly shared: MemoryMemento) {}
  get<T>(key: string): T | undefined {
    return (this.own.has(key) ? this.own.get(key) : this.shared.get(key)) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.own.set(key, value);
    setTimeout(() => {
      this.own.delete(key);
      void this.shared.update(key, value);
    }, 1);
  }
}

describe('digest: one window writes the day', () => {
  const clock = { t: Date.UTC(2026, 10, 25, 8) };
  const now = (): number => clock.t;

  it('two windows that both read "nobody" and both claim: the one whose claim did not stick steps back', async () => {
    const shared = new MemoryMemento();
    const settle = async (): Promise<void> => { await new Promise((r) => setTimeout(r, 20)); };
    const a = new DayClaim(new WindowView(shared), now, 'window-a', settle);
    const b = new DayClaim(new WindowView(shared), now, 'window-b', settle);
    const [gotA, gotB] = await Promise.all([a.claim('2026-11-25', PLACE), b.claim('2026-11-25', PLACE)]);
    assert.equal(Number(gotA === 'claimed') + Number(gotB === 'claimed'), 1, 'exactly one window holds the day');
  });

  it('two windows claiming at once: one writes, the other steps back', async () => {
    const shared = new MemoryMemento();
    const settle = async (): Promise<void> => { await new Promise((r) => setTimeout(r, 5)); };
    const a = new DayClaim(shared, now, 'window-a', settle);
    const b = new DayClaim(shared, now, 'window-b', settle);
    const [gotA, gotB] = await Promise.all([a.claim('2026-11-25', PLACE), b.claim('2026-11-25', PLACE)]);
    assert.equal(Number(gotA === 'claimed') + Number(gotB === 'claimed'), 1, 'exactly one window holds the day');
    const winner = gotA === 'claimed' ? a : b;
    await winner.written('2026-11-25');
    assert.equal(a.lastDay(), '2026-11-25');
    assert.equal(b.lastDay(), '2026-11-25');
    assert.equal(await (gotA === 'claimed' ? b : a).claim('2026-11-25', PLACE), 'written', 'a written day is not claimed again');
    assert.equal(await winner.claim('2026-11-25', PLACE), 'written', 'not even by its writer');
  });

  it('a window that died while writing leaves a claim that expires; a failed write is released', async () => {
    const shared = new MemoryMemento();
    const settle = async (): Promise<void> => undefined;
    const a = new DayClaim(shared, now, 'window-a', settle);
    const b = new DayClaim(shared, now, 'window-b', settle);
    assert.equal(await a.claim('2026-11-25', PLACE), 'claimed');
    assert.equal(await b.claim('2026-11-25', PLACE), 'held', 'held, not written: a later look tries again (a window reloaded mid-write)');
    assert.equal(b.lastDay(), undefined);
    clock.t += CLAIM_MS + 1;
    assert.equal(await b.claim('2026-11-25', PLACE), 'claimed', 'the claim of a window gone expired');
    await b.release('2026-11-25');
    assert.equal(await a.claim('2026-11-25', PLACE), 'claimed', 'released: another look may try');
    assert.equal(a.lastDay(), undefined);
  });

  it('a note that refused the day is said once: windows writing to the same place step back, a window with another place writes it', async () => {
    const shared = new MemoryMemento();
    const settle = async (): Promise<void> => undefined;
    const a = new DayClaim(shared, now, 'window-a', settle);
    const b = new DayClaim(shared, now, 'window-b', settle);
    const other = new DayClaim(shared, now, 'window-c', settle);
    assert.equal(await a.claim('2026-11-25', PLACE), 'claimed');
    await a.refused('2026-11-25', PLACE);
    assert.equal(await b.claim('2026-11-25', PLACE), 'refused', 'the same folder and setting: not tried, not said again');
    assert.equal(await a.claim('2026-11-25', PLACE), 'refused', 'nor by the window that said it');
    assert.equal(b.lastDay(), undefined, 'refused is not written');
    assert.equal(await other.claim('2026-11-25', 'file:///other\njournal/${year}-${month}-${day}.md'), 'claimed', 'another place may write the day');
    await other.written('2026-11-25');
    assert.equal(await b.claim('2026-11-25', PLACE), 'written');
    assert.equal(await a.claim('2026-11-26', PLACE), 'claimed', 'the next day is tried again');
  });

  it('a place refused stays refused while windows of other places claim and release the day, and they still take turns', async () => {
    const shared = new MemoryMemento();
    const settle = async (): Promise<void> => undefined;
    const a = new DayClaim(shared, now, 'window-a', settle);
    const noFolder = new DayClaim(shared, now, 'window-e', settle);
    const c = new DayClaim(shared, now, 'window-c', settle);
    const other = new DayClaim(shared, now, 'window-f', settle);
    assert.equal(await a.claim('2026-11-25', PLACE), 'claimed');
    await a.refused('2026-11-25', PLACE);
    assert.equal(await noFolder.claim('2026-11-25', ''), 'claimed', 'a window that cannot write may try the day');
    assert.equal(await other.claim('2026-11-25', 'file:///other\nnote.md'), 'held', 'one window at a time still');
    await noFolder.release('2026-11-25');
    assert.equal(await c.claim('2026-11-25', PLACE), 'refused', 'the refusal is not said again (failed before: claimed)');
    assert.equal(await other.claim('2026-11-25', 'file:///other\nnote.md'), 'claimed');
  });

  it('the next digest takes the alerts fired since the last one read them, not since it was written (a build takes minutes)', async () => {
    const shared = new MemoryMemento();
    const a = new DayClaim(shared, now, 'window-a', async () => undefined);
    const composedAt = clock.t;
    clock.t += 5 * 60_000;   // fetched at 4 requests a minute, then written
    await a.written('2026-11-25', composedAt);
    assert.equal(a.alertsSince('2026-11-26'), composedAt);
  });

  it('remembers when the last digest was written, for the alerts fired since; today\'s written again keeps what the first took', async () => {
    const shared = new MemoryMemento();
    const a = new DayClaim(shared, now, 'window-a', async () => undefined);
    assert.equal(a.alertsSince('2026-11-25'), undefined);
    await a.written('2026-11-25');
    const first = clock.t;
    assert.equal(a.alertsSince('2026-11-26'), first, 'the next day: the alerts since the last digest');
    clock.t += 86_400_000;
    await a.written('2026-11-26');
    clock.t += 3_600_000;
    await a.written('2026-11-26');
    assert.equal(a.alertsSince('2026-11-26'), first, 'written again the same day: the alerts since the day before\'s digest, as the first one listed');
  });
});

describe('digest settings', () => {
  it('falls back to the defaults for bad values and names each once', () => {
    const s = checkDigestSettings({ time: '8h30', days: ['mon', 'someday'], sections: ['watchlist', 'gossip'], maxRequests: -3 });
    assert.equal(s.time, undefined);
    assert.deepEqual(s.days, DEFAULT_DAYS);
    assert.deepEqual(s.sections, DIGEST_SECTIONS);
    assert.equal(s.maxRequests, DEFAULT_MAX_REQUESTS);
    assert.deepEqual(s.problems.map((p) => p.setting), ['socialPulse.digest.time', 'socialPulse.digest.days', 'socialPulse.digest.maxRequests', 'socialPulse.digest.sections']);
    const ok = checkDigestSettings({ time: '06:05', days: ['sat'], sections: ['alerts', 'watchlist'], maxRequests: 0 });
    assert.deepEqual([ok.time, ok.days, ok.sections, ok.maxRequests, ok.problems], [{ hour: 6, minute: 5 }, ['sat'], ['alerts', 'watchlist'], 0, []]);
  });

  it('a time with no day to write it on is said (it scheduled nothing, with no word); no time and no day says nothing', () => {
    const s = checkDigestSettings({ time: '08:30', days: [], sections: undefined, maxRequests: undefined });
    assert.deepEqual(s.problems.map((p) => p.message),
      ['socialPulse.digest.days lists no day, so the digest set for 08:30 is never written: list its days, or remove the setting to write it on mon, tue, wed, thu, fri.']);
    // what the message promises: without the setting, the digest is written on those days (failed before: it said "for every day")
    assert.deepEqual(checkDigestSettings({ time: '08:30', days: undefined, sections: undefined, maxRequests: undefined }).days, DEFAULT_DAYS);
    assert.deepEqual(checkDigestSettings({ time: '', days: [], sections: undefined, maxRequests: undefined }).problems, []);
  });

  it('reads days as the settings editor spells them, whatever their case (failed before: "Mon" scheduled nothing, with no word)', () => {
    const s = checkDigestSettings({ time: '08:30', days: ['Mon', ' TUE '], sections: undefined, maxRequests: undefined });
    assert.deepEqual([s.days, s.problems], [['mon', 'tue'], []]);
  });

  it("takes where Foam's daily note template puts daily notes, and nothing it cannot follow", () => {
    const template = (filepath: string): string => `---\ntype: daily-note\nfoam_template:\n  filepath: ${filepath}\n---\n# $FOAM_DATE_YEAR-$FOAM_DATE_MONTH-$FOAM_DATE_DATE\n`;
    assert.equal(foamTemplatePattern(template("'daily/$FOAM_DATE_YEAR/${FOAM_DATE_MONTH}-$FOAM_DATE_DATE.md'")), 'daily/${year}/${month}-${day}.md');
    assert.equal(foamTemplatePattern(template('/journal/$FOAM_DATE_YEAR-$FOAM_DATE_MONTH-$FOAM_DATE_DATE.md')), 'journal/${year}-${month}-${day}.md');
    assert.equal(foamTemplatePattern(template('journal/$FOAM_TITLE.md')), undefined);
    assert.equal(foamTemplatePattern(template('../elsewhere/$FOAM_DATE_YEAR.md')), undefined);
    assert.equal(foamTemplatePattern('# no front matter\n'), undefined);
  });
});

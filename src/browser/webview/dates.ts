// Date inputs (yyyy-mm-dd) to and from the unix seconds the service uses, as days of the zone the
// panel shows times in (the zone the host sent): a day picked is that zone's midnight to midnight.

import { currentTimeZone, isoTime, secondsToMs } from '../../shared/format/time';
import { wallAsUtc } from '../../shared/format/wallClock';
import type { ShownZone } from '../../shared/format/zone';

const DAY_MS = 86_400_000;
/** The service's timestamps start in 2009 or later; 2100 keeps typos such as year 20250 out. */
const LAST = Date.UTC(2100, 0, 1) / 1000;

/**
 * The first moment (ms) of the day whose midnight is `midnight` (that day at 00:00 as UTC) in
 * `zone`: the earliest moment whose wall clock reads that midnight or later. The zone's offset is
 * tried as it is the day before, that day and the day after, so a change of offset near midnight
 * is met; where midnight is skipped, the day starts at the change.
 */
function startOfDay(midnight: number, zone: ShownZone): number {
  const candidates = [midnight - DAY_MS, midnight, midnight + DAY_MS]
    .map((at) => midnight - (wallAsUtc(at, zone) - at))
    .filter((t) => wallAsUtc(t, zone) >= midnight);
  return Math.min(...candidates);
}

/** The day of unix `unixSeconds` in `zone` (by default the panel's), as a date input writes it; empty for none, or a time no date has. */
export function toDateInput(unixSeconds: number | undefined, zone: ShownZone = currentTimeZone()): string {
  const ms = secondsToMs(unixSeconds);
  return ms === undefined ? '' : isoTime(wallAsUtc(ms, zone))?.slice(0, 10) ?? '';
}

/**
 * yyyy-mm-dd, a day of `zone` (by default the panel's), to unix seconds at its start (or, with
 * `endOfDay`, its last second); undefined when not a real date.
 */
export function fromDateInput(value: string, endOfDay = false, zone: ShownZone = currentTimeZone()): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const midnight = Date.UTC(y, mo - 1, d);
  // Date.UTC rolls 2025-02-30 over to March: a real date reads back the same
  const back = new Date(midnight);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  if (midnight < 0 || midnight / 1000 >= LAST) return undefined;
  const start = startOfDay(midnight, zone);
  return endOfDay ? endOf(midnight, start, zone) / 1000 : start / 1000;
}

/**
 * The last second (ms) of the day whose midnight is `midnight` and which starts at `start`: the
 * next day's start, less a second (a day is not always 24 hours long). A day the zone skips
 * (Pacific/Apia, 2011-12-30) starts where the next day starts, so it reads as that next day: a
 * range ending on it still asks for a day, never an empty or inverted range.
 */
function endOf(midnight: number, start: number, zone: ShownZone): number {
  let next = midnight + DAY_MS;
  while (startOfDay(next, zone) <= start) next += DAY_MS;
  return startOfDay(next, zone) - 1000;
}

// A time of day on the wall clock of a zone, as a moment: "tomorrow 08:00" where the person
// reads the time (socialPulse.timeZone), not where the extension host runs. The wall clock is read
// through Intl, so a DST change needs no table of offsets. Pure.
import { isDateMs } from './time';
import { intlZone, type ShownZone } from './zone';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `ms`, as if it were UTC (its offset added): read its fields with the getUTC… methods. NaN for a time no date has, as Date.UTC gives. */
export function wallAsUtc(ms: number, zone: ShownZone): number {
  if (!isDateMs(ms)) return NaN;
  const name = intlZone(zone);
  let f = formats.get(name);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: name, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    formats.set(name, f);
  }
  const parts = f.formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The moment `days` calendar days after `now`'s day in `zone` when its wall clock reads
 * `hour`:00. A time the zone skips that day (a DST gap) is the moment right after the gap.
 */
export function wallClockMoment(now: number, days: number, hour: number, zone: ShownZone): number {
  const today = new Date(wallAsUtc(now, zone));
  const target = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour);
  // the offset at a guess, then at the moment it gives: two steps settle across a DST change
  const first = target - (wallAsUtc(target, zone) - target);
  const second = target - (wallAsUtc(first, zone) - first);
  if (wallAsUtc(second, zone) === target) return second;
  // in a gap: neither offset reads `target`; the later of the two lands just after the gap
  return Math.max(first, second);
}

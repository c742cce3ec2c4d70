// When the daily digest is due: on a chosen weekday, once the wall clock of the person's time zone
// has passed the time set (so at that time when VS Code is open, or at the first start after it),
// once a day. Only today counts: days missed while VS Code was closed are not back-filled. The
// wall clock is read through Intl in the given zone, so a DST change (a time that never happens,
// or happens twice) needs no arithmetic on offsets. Pure: the clock and the zone are passed in.
// Small and without imports: the editor layer looks at it (src/main/onDemand/digest.ts) before the
// digest's bundle is loaded.

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DigestTime {
  hour: number;
  minute: number;
}

export interface Schedule {
  /** Undefined: no scheduled digest (the commands still write one). */
  time?: DigestTime;
  days: readonly Weekday[];
  /** IANA zone; the process's own when absent. */
  timeZone?: string;
}

/** "08:30" → 08:30; anything else (also "") → undefined. */
export function parseTime(value: string): DigestTime | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : undefined;
}

interface WallClock {
  /** `YYYY-MM-DD` */
  day: string;
  weekday: Weekday;
  minutes: number;
}

function wallClock(ms: number, timeZone: string | undefined): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday').toLowerCase() as Weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The day (`YYYY-MM-DD`, in the zone) a digest written at `now` belongs to. */
export function digestDay(now: number, timeZone?: string): string {
  return wallClock(now, timeZone).day;
}

/**
 * Whether the scheduled digest is due at `now`: a chosen weekday, past the time, and none written
 * today (`lastDay`: the day of the last one, as digestDay gives it).
 */
export function isDue(schedule: Schedule, now: number, lastDay: string | undefined): boolean {
  if (!schedule.time) return false;
  const clock = wallClock(now, schedule.timeZone);
  if (lastDay === clock.day || !schedule.days.includes(clock.weekday)) return false;
  return clock.minutes >= schedule.time.hour * 60 + schedule.time.minute;
}

/** The longest wait between looks: a clock changed, a machine woken from sleep is seen within it. */
export const LOOK_AGAIN_MS = 15 * 60_000;

/**
 * When to look again: at the time set today if it is still ahead (to the minute, by the wall
 * clock, so DST changes are harmless), else after LOOK_AGAIN_MS.
 */
export function nextLookMs(schedule: Schedule, now: number): number | undefined {
  if (!schedule.time) return undefined;
  const clock = wallClock(now, schedule.timeZone);
  const ahead = schedule.time.hour * 60 + schedule.time.minute - clock.minutes;
  const secondsIntoMinute = Math.floor(now / 1000) % 60;
  const wait = ahead > 0 ? ahead * 60_000 - secondsIntoMinute * 1000 : LOOK_AGAIN_MS;
  return Math.max(1000, Math.min(wait, LOOK_AGAIN_MS));
}

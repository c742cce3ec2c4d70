// Relative time for "updated 5 min ago" and post ages.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `thenMs` and `nowMs` in milliseconds since the epoch: "just now", "5 min ago", "in 2 h", "in a moment". */
export function formatRelative(thenMs: number | undefined, nowMs: number): string {
  if (typeof thenMs !== 'number' || !Number.isFinite(thenMs)) return 'at an unknown time';
  const diff = nowMs - thenMs;
  const abs = Math.abs(diff);
  if (abs < 45_000) return diff >= 0 ? 'just now' : 'in a moment';
  let span: string;
  if (abs < HOUR) span = `${Math.max(1, Math.round(abs / MINUTE))} min`;
  else if (abs < DAY) span = `${Math.round(abs / HOUR)} h`;
  else if (abs < 60 * DAY) span = plural(Math.round(abs / DAY), 'day', 'days');
  else if (abs < 730 * DAY) span = plural(Math.round(abs / (30 * DAY)), 'month', 'months');
  else span = plural(Math.round(abs / (365 * DAY)), 'year', 'years');
  return diff >= 0 ? `${span} ago` : `in ${span}`;
}

/** Unix seconds (as the service sends them) to milliseconds; undefined stays undefined. */
export function secondsToMs(seconds: number | undefined): number | undefined {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

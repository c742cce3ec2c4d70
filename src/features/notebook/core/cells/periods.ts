// One time vocabulary wherever a cell takes a period (a series' interval, a range of posts): a
// number and a unit, h(ours), d(ays), w(eeks), m(onths) or y(ears), or `all`. `7d` and `1w` are the
// same period in both places; a series takes only the periods the service has an interval for.
import type { Interval } from '../../../../service/api/values';
import { INTERVALS } from './vocabulary';

const DAYS_PER_UNIT: Readonly<Record<string, number>> = { d: 1, w: 7, m: 30, y: 365 };

/** Each interval of the service as a length in days (a month is 30 days, as `30d` says). */
const INTERVAL_DAYS: Readonly<Record<Interval, number>> = { '1d': 1, '1w': 7, '1m': 30, '3m': 90, '6m': 180, '1y': 365, 'all': Infinity };

/** The length in days of a written period (`24h` 1, `1w` 7, `12m` 365, `all` Infinity); undefined when `word` is none. */
export function periodDays(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w === 'all') return Infinity;
  const m = /^(\d{1,4})([hdwmy])$/.exec(w);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2]!;
  if (unit === 'h') return n / 24;
  // twelve months are a year, not 360 days
  return unit === 'm' && n > 0 && n % 12 === 0 ? (n / 12) * 365 : n * DAYS_PER_UNIT[unit]!;
}

export const isPeriod = (word: string): boolean => periodDays(word) !== undefined;

/** The service's interval a period names (`7d` and `168h` are `1w`), if it names one. */
export function intervalOf(word: string): Interval | undefined {
  const days = periodDays(word);
  return days === undefined ? undefined : INTERVALS.find((i) => INTERVAL_DAYS[i] === days);
}

/** The same period as an interval, in days (`1w` → `7d`) or hours (`1d` → `24h`); none for `all`. */
export function daysForm(interval: Interval): string | undefined {
  const days = INTERVAL_DAYS[interval];
  if (days === Infinity) return undefined;
  return days === 1 ? '24h' : `${days}d`;
}

/** An interval with the same period in days beside it (`1w (7d)`, `1d (24h)`, `all`). */
export function withDays(interval: Interval): string {
  const days = daysForm(interval);
  return days ? `${interval} (${days})` : interval;
}

/** The intervals no longer than `maxDays` (every one when not said). */
export function intervalsUpTo(maxDays = Infinity): Interval[] {
  return INTERVALS.filter((i) => INTERVAL_DAYS[i] <= maxDays);
}

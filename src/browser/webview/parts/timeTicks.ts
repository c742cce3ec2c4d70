// The time axis's labels, as a pure function: each tick to the step between ticks, in the zone
// the chart is drawn in, and, as uPlot's own labels do, a second line with the date under the
// first tick and under each tick that starts another day, or the year where it starts another
// year: "00:00 / Dec 3, 2026", "12:00", "00:00 / Dec 4"; "Dec 30 / 2026", "Jan 6 / 2027";
// "Jan / 2024", "Apr"; "2024", "2025".
import { wallAsUtc } from '../../../shared/format/wallClock';
import type { ShownZone } from '../../../shared/format/zone';

const MINUTE = 60;
const DAY = 86_400;
/** uPlot's shortest steps of a month (its months are 30 days, its month labels from 28) and of a year. */
const MONTH = 28 * DAY;
const YEAR = 365 * DAY;

interface Fields { year: string; month: string; day: string; hour: string; minute: string; second: string }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Undefined at a time no date holds (NaN, beyond ±8.64e15 ms), which uPlot may hand as a split. */
function fields(seconds: number, zone: ShownZone): Fields | undefined {
  const w = new Date(wallAsUtc(seconds * 1000, zone));
  if (Number.isNaN(w.getTime())) return undefined;
  return {
    year: String(w.getUTCFullYear()), month: MONTHS[w.getUTCMonth()]!, day: String(w.getUTCDate()),
    hour: twoDigits(w.getUTCHours()), minute: twoDigits(w.getUTCMinutes()), second: twoDigits(w.getUTCSeconds()),
  };
}

/** The labels of ticks at `splits` (seconds), `step` seconds apart, in `zone`; none at a split no date holds. */
export function timeTickLabels(splits: readonly number[], step: number, zone: ShownZone): string[] {
  let previous: Fields | undefined;
  return splits.map((s) => {
    const t = fields(s, zone);
    if (!t) return '';
    const newYear = previous?.year !== t.year;
    const newDay = newYear || previous?.month !== t.month || previous?.day !== t.day;
    previous = t;
    const below = (line: string | false): string => (line ? `\n${line}` : '');
    if (step >= YEAR) return t.year;
    if (step >= MONTH) return t.month + below(newYear && t.year);
    if (step >= DAY) return `${t.month} ${t.day}` + below(newYear && t.year);
    const time = step >= MINUTE ? `${t.hour}:${t.minute}` : `${t.hour}:${t.minute}:${t.second}`;
    return time + below(newYear ? `${t.month} ${t.day}, ${t.year}` : newDay && `${t.month} ${t.day}`);
  });
}

// How long a snooze lasts: an hour, four, until tomorrow morning, or a time the person types
// (90m, 2h, 1d). "Tomorrow" is 08:00 of the next day in the zone times are shown in
// (socialPulse.timeZone), the one the view says the end in. Pure.
import * as l10n from '../../shared/format/l10n';
import { currentTimeZone } from '../../shared/format/time';
import { wallClockMoment } from '../../shared/format/wallClock';
import type { ShownZone } from '../../shared/format/zone';
import { parseWindow } from './core/flow';

export type SnoozeChoice = 'hour' | 'fourHours' | 'tomorrow';

export const SNOOZE_LABELS: Readonly<Record<SnoozeChoice, string>> = {
  get hour() { return l10n.t('For 1 hour'); },
  get fourHours() { return l10n.t('For 4 hours'); },
  get tomorrow() { return l10n.t('Until tomorrow 08:00'); },
};

/** The longest snooze typed by hand: past a week, pausing says better what is meant. */
export const SNOOZE_MAX_MINUTES = 7 * 24 * 60;
const TOMORROW_HOUR = 8;

/** When a snooze chosen at `now` ends (ms since the epoch); "tomorrow" on the wall clock of `zone`. */
export function snoozeEnd(choice: SnoozeChoice, now: number, zone: ShownZone = currentTimeZone()): number {
  switch (choice) {
    case 'hour': return now + 3_600_000;
    case 'fourHours': return now + 4 * 3_600_000;
    case 'tomorrow': return wallClockMoment(now, 1, TOMORROW_HOUR, zone);
  }
}

/** A typed duration (`90`, `90m`, `4h`, `1d`) in minutes, or a message saying what to type. */
export function customSnooze(text: string): number | string {
  const minutes = parseWindow(text);
  if (minutes === undefined) return l10n.t('Type minutes (90), hours (4h) or days (1d).');
  return minutes > SNOOZE_MAX_MINUTES ? l10n.t('At most 7 days (7d); pause the alert to silence it longer.') : minutes;
}

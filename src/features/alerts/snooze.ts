// How long a snooze lasts: an hour, four, until tomorrow morning, or a time the person types
// (90m, 2h, 1d). "Tomorrow" is the next 08:00 of the person's own clock, not UTC's. Pure.
import * as l10n from '../../shared/format/l10n';
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

/** When a snooze chosen at `now` ends (ms since the epoch), in the local time zone of `now`'s Date. */
export function snoozeEnd(choice: SnoozeChoice, now: number): number {
  switch (choice) {
    case 'hour': return now + 3_600_000;
    case 'fourHours': return now + 4 * 3_600_000;
    case 'tomorrow': {
      const d = new Date(now);
      d.setDate(d.getDate() + 1);
      d.setHours(TOMORROW_HOUR, 0, 0, 0);
      return d.getTime();
    }
  }
}

/** A typed duration (`90`, `90m`, `4h`, `1d`) in minutes, or a message saying what to type. */
export function customSnooze(text: string): number | string {
  const minutes = parseWindow(text);
  if (minutes === undefined) return l10n.t('Type minutes (90), hours (4h) or days (1d).');
  return minutes > SNOOZE_MAX_MINUTES ? l10n.t('At most 7 days (7d); pause the alert to silence it longer.') : minutes;
}

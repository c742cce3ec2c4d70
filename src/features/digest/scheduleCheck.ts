// The digest's schedule (time and days), checked: a bad value falls back to its default and is
// named. Small, on the schedule's maths alone: the editor layer's trigger (src/main/onDemand/digest.ts)
// reads the schedule through it before the digest's bundle loads, and the digest (config.ts) alike.
import * as l10n from '../../shared/format/l10n';
import type { FeatureSettingProblem } from '../../editor/settingsCheck';
import { parseTime, WEEKDAYS, type DigestTime, type Weekday } from './schedule';

export const DEFAULT_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
/** The settings of the schedule: its trigger says their problems (src/main/onDemand/digest.ts). */
export const SCHEDULE_SETTINGS: readonly string[] = ['socialPulse.digest.time', 'socialPulse.digest.days'];

/** The values listed, each as the setting spells it ("Mon" is mon); the fallback, named, when one is not allowed. */
export function listOf<T extends string>(value: unknown, allowed: readonly T[], fallback: readonly T[], name: string, problems: FeatureSettingProblem[]): readonly T[] {
  if (value === undefined) return fallback;
  const spelled = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : undefined;
  if (!spelled || !spelled.every((v) => typeof v === 'string' && (allowed as readonly string[]).includes(v))) {
    const setting = `socialPulse.digest.${name}`;
    problems.push({ setting, message: l10n.t('{0} must list only {1}; using {2}.', setting, allowed.join(', '), fallback.join(', ')) });
    return fallback;
  }
  return [...new Set(spelled as T[])];
}

/** When the digest is written: the time (none: not scheduled) and the days, with what was wrong with them. */
export function checkSchedule(rawTime: unknown, rawDays: unknown): { time?: DigestTime; days: readonly Weekday[]; problems: FeatureSettingProblem[] } {
  const problems: FeatureSettingProblem[] = [];
  const timeText = typeof rawTime === 'string' ? rawTime : '';
  const time = parseTime(timeText);
  if ((timeText.trim() && !time) || (rawTime !== undefined && typeof rawTime !== 'string')) {
    problems.push({ setting: 'socialPulse.digest.time', message: l10n.t('{0} is not a time as HH:MM (such as 08:30); no digest is scheduled.', 'socialPulse.digest.time') });
  }
  const days = listOf(rawDays, WEEKDAYS, DEFAULT_DAYS, 'days', problems);
  if (time && !days.length) {
    // removing the setting gives the default days, not every day
    problems.push({
      setting: 'socialPulse.digest.days',
      message: l10n.t('{0} lists no day, so the digest set for {1} is never written: list its days, or remove the setting to write it on {2}.',
        'socialPulse.digest.days', timeText.trim(), DEFAULT_DAYS.join(', ')),
    });
  }
  return { time, days, problems };
}

// The digest's settings, checked (where it writes: src/editor/toNotes/dailyNoteTarget.ts): a bad value falls back to its default and is named
// once, in a warning with Open Settings. The schedule's trigger and the digest read them through here alike. Pure: the raw values are read in settings.ts.
import * as l10n from '../../shared/format/l10n';
import { DIGEST_SECTIONS, type DigestSectionId } from './core/types';
import { parseTime, WEEKDAYS, type DigestTime, type Weekday } from './schedule';

export const DEFAULT_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const DEFAULT_MAX_REQUESTS = 20;

export interface RawDigestSettings {
  time: unknown;
  days: unknown;
  sections: unknown;
  maxRequests: unknown;
}

export interface DigestSettings {
  time?: DigestTime;
  days: readonly Weekday[];
  sections: readonly DigestSectionId[];
  maxRequests: number;
  problems: DigestSettingProblem[];
}

export interface DigestSettingProblem {
  setting: string;
  message: string;
}

/** The values listed, each as the setting spells it ("Mon" is mon); the fallback, named, when one is not allowed. */
function listOf<T extends string>(value: unknown, allowed: readonly T[], fallback: readonly T[], name: string, problems: DigestSettingProblem[]): readonly T[] {
  if (value === undefined) return fallback;
  const spelled = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : undefined;
  if (!spelled || !spelled.every((v) => typeof v === 'string' && (allowed as readonly string[]).includes(v))) {
    const setting = `socialPulse.digest.${name}`;
    problems.push({ setting, message: l10n.t('{0} must list only {1}; using {2}.', setting, allowed.join(', '), fallback.join(', ')) });
    return fallback;
  }
  return [...new Set(spelled as T[])];
}

export function checkDigestSettings(raw: RawDigestSettings): DigestSettings {
  const problems: DigestSettingProblem[] = [];
  const timeText = typeof raw.time === 'string' ? raw.time : '';
  const time = parseTime(timeText);
  if (timeText.trim() && !time) {
    problems.push({ setting: 'socialPulse.digest.time', message: l10n.t('{0} is not a time as HH:MM (such as 08:30); no digest is scheduled.', 'socialPulse.digest.time') });
  }
  const max = raw.maxRequests;
  const maxRequests = typeof max === 'number' && Number.isInteger(max) && max >= 0 && max <= 1000 ? max : DEFAULT_MAX_REQUESTS;
  if (max !== undefined && maxRequests !== max) {
    problems.push({ setting: 'socialPulse.digest.maxRequests', message: l10n.t('{0} must be a whole number from 0 to 1000; using {1}.', 'socialPulse.digest.maxRequests', DEFAULT_MAX_REQUESTS) });
  }
  return {
    time,
    days: listOf(raw.days, WEEKDAYS, DEFAULT_DAYS, 'days', problems),
    sections: listOf(raw.sections, DIGEST_SECTIONS, DIGEST_SECTIONS, 'sections', problems),
    maxRequests,
    problems,
  };
}

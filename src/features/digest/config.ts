// The digest's settings, checked (where it writes: src/editor/toNotes/dailyNoteTarget.ts): a bad value falls back to its default and is named once (the
// feature logs it). Pure: the raw values are read in settings.ts.
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
  problems: string[];
}

function listOf<T extends string>(value: unknown, allowed: readonly T[], fallback: readonly T[], name: string, problems: string[]): readonly T[] {
  if (value === undefined) return fallback;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && (allowed as readonly string[]).includes(v))) {
    problems.push(`socialPulse.digest.${name} must list only ${allowed.join(', ')}; using ${fallback.join(', ')}.`);
    return fallback;
  }
  return [...new Set(value as T[])];
}

export function checkDigestSettings(raw: RawDigestSettings): DigestSettings {
  const problems: string[] = [];
  const timeText = typeof raw.time === 'string' ? raw.time : '';
  const time = parseTime(timeText);
  if (timeText.trim() && !time) problems.push(`socialPulse.digest.time "${timeText}" is not a time as HH:MM; no digest is scheduled.`);
  const max = raw.maxRequests;
  const maxRequests = typeof max === 'number' && Number.isInteger(max) && max >= 0 && max <= 1000 ? max : DEFAULT_MAX_REQUESTS;
  if (max !== undefined && maxRequests !== max) problems.push(`socialPulse.digest.maxRequests must be a whole number from 0 to 1000; using ${DEFAULT_MAX_REQUESTS}.`);
  return {
    time,
    days: listOf(raw.days, WEEKDAYS, DEFAULT_DAYS, 'days', problems),
    sections: listOf(raw.sections, DIGEST_SECTIONS, DIGEST_SECTIONS, 'sections', problems),
    maxRequests,
    problems,
  };
}

// The digest's settings, checked (where it writes: src/editor/toNotes/dailyNoteTarget.ts): a bad
// value falls back to its default and is named (the digest logs it; the schedule's trigger warns of
// its own, scheduleCheck.ts). Pure: the raw values are read in settings.ts.
import * as l10n from '../../shared/format/l10n';
import { DIGEST_SECTIONS, type DigestSectionId } from './core/types';
import type { DigestTime, Weekday } from './schedule';
import { checkSchedule, listOf, type DigestSettingProblem } from './scheduleCheck';

export { DEFAULT_DAYS } from './scheduleCheck';
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

export function checkDigestSettings(raw: RawDigestSettings): DigestSettings {
  const { time, days, problems } = checkSchedule(raw.time, raw.days);
  const max = raw.maxRequests;
  const maxRequests = typeof max === 'number' && Number.isInteger(max) && max >= 0 && max <= 1000 ? max : DEFAULT_MAX_REQUESTS;
  if (max !== undefined && maxRequests !== max) {
    problems.push({ setting: 'socialPulse.digest.maxRequests', message: l10n.t('{0} must be a whole number from 0 to 1000; using {1}.', 'socialPulse.digest.maxRequests', DEFAULT_MAX_REQUESTS) });
  }
  return { time, days, sections: listOf(raw.sections, DIGEST_SECTIONS, DIGEST_SECTIONS, 'sections', problems), maxRequests, problems };
}

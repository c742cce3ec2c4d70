// The digest's settings, checked (where it writes: src/editor/toNotes/dailyNoteTarget.ts): a bad
// value falls back to its default and is named (the digest logs it; the schedule's trigger warns of
// its own, scheduleCheck.ts). Pure: the raw values are read in settings.ts.
import * as l10n from '../../shared/format/l10n';
import { DIGEST_SECTIONS, type DigestSectionId } from './core/types';
import type { DigestTime, Weekday } from './schedule';
import type { FeatureSettingProblem } from '../../editor/settingsCheck';
import { checkSchedule, listOf } from './scheduleCheck';

export { DEFAULT_DAYS } from './scheduleCheck';
export const DEFAULT_MAX_REQUESTS = 20;

export interface RawDigestSettings {
  time: unknown;
  days: unknown;
  sections: unknown;
  maxRequests: unknown;
  /** `socialPulse.digest.target`: only its type is checked here; the path when resolved (src/editor/toNotes/dailyNotePath.ts). */
  target?: unknown;
}

export interface DigestSettings {
  time?: DigestTime;
  days: readonly Weekday[];
  sections: readonly DigestSectionId[];
  maxRequests: number;
  problems: FeatureSettingProblem[];
}

export function checkDigestSettings(raw: RawDigestSettings): DigestSettings {
  const { time, days, problems } = checkSchedule(raw.time, raw.days);
  const max = raw.maxRequests;
  const maxRequests = typeof max === 'number' && Number.isInteger(max) && max >= 0 && max <= 1000 ? max : DEFAULT_MAX_REQUESTS;
  if (max !== undefined && maxRequests !== max) {
    problems.push({ setting: 'socialPulse.digest.maxRequests', message: l10n.t('{0} must be a whole number from 0 to 1000; using {1}.', 'socialPulse.digest.maxRequests', DEFAULT_MAX_REQUESTS) });
  }
  let sections = listOf(raw.sections, DIGEST_SECTIONS, DIGEST_SECTIONS, 'sections', problems);
  if (!sections.length) {
    // an empty digest is no digest: the sections' default, said
    sections = DIGEST_SECTIONS;
    problems.push({ setting: 'socialPulse.digest.sections', message: l10n.t('{0} lists no section; using {1}. To stop the digest, remove {2}.', 'socialPulse.digest.sections', DIGEST_SECTIONS.join(', '), 'socialPulse.digest.time') });
  }
  if (raw.target !== undefined && typeof raw.target !== 'string') {
    problems.push({ setting: 'socialPulse.digest.target', message: l10n.t('{0} must be a path in the folder, such as {1}; using Foam\'s daily note.', 'socialPulse.digest.target', 'journal/${year}-${month}-${day}.md') });
  }
  return { time, days, sections, maxRequests, problems };
}

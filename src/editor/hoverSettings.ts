// The hovers' settings, checked: whether hovers show (`socialPulse.hovers.enabled`) and which
// #topics they answer (`socialPulse.hovers.topics`). A bad value falls back and is named. Pure.
// On this floor, not in the hovers' feature: the hover provider registered at start reads them
// before the hovers' bundle loads (src/main/onDemand/hovers.ts), and the feature reads them too.
import * as l10n from '../shared/format/l10n';
import type { FeatureSettingProblem } from './settingsCheck';

export const HOVERS_SECTION = 'socialPulse.hovers';
const ENABLED = 'socialPulse.hovers.enabled';
const TOPICS = 'socialPulse.hovers.topics';

export interface HoverSettings {
  enabled: boolean;
  /** The #topics answered, lower case without the #. */
  topics: string[];
  problems: FeatureSettingProblem[];
}

/** The opted-in topics as the finder compares them: lower case, without `#`, blanks dropped. */
function optedTopics(setting: unknown): string[] {
  if (!Array.isArray(setting)) return [];
  return setting.filter((t): t is string => typeof t === 'string').map((t) => t.trim().replace(/^#/, '').toLowerCase()).filter(Boolean);
}

export function checkHoverSettings(raw: { enabled: unknown; topics: unknown }): HoverSettings {
  const problems: FeatureSettingProblem[] = [];
  // a value that is neither true nor false was written to change the default (on): hovers stay off
  const enabled = raw.enabled === undefined || raw.enabled === true;
  if (raw.enabled !== undefined && typeof raw.enabled !== 'boolean') {
    problems.push({ setting: ENABLED, message: l10n.t('{0} must be true or false; hovers are off until it is.', ENABLED) });
  }
  const listed = raw.topics === undefined || (Array.isArray(raw.topics) && raw.topics.every((t) => typeof t === 'string'));
  if (!listed) {
    problems.push({ setting: TOPICS, message: l10n.t('{0} must be a list of topic names, such as ["bitcoin", "ai"]; the names in it are used, anything else is left out.', TOPICS) });
  }
  return { enabled, topics: optedTopics(raw.topics), problems };
}

// The rules for Social Pulse's settings: every value checked, a safe fallback for each bad one
// and a message that says what to fix. No `vscode` here: unit-tested in plain Node.
// Messages never repeat the bad value: people paste keys into the wrong box.
import * as l10n from '../shared/format/l10n';
import { parse as parseJsonc } from 'jsonc-parser';
import { isPlanId, type PlanId, type PlanLimits } from '../service/api/plans';
import { timeZoneChoiceOf, type TimeZoneChoice } from '../shared/format/zone';

export const SETTING = {
  baseUrl: 'socialPulse.baseUrl',
  markdownUrl: 'socialPulse.markdownUrl',
  mcpUrl: 'socialPulse.mcpUrl',
  plan: 'socialPulse.plan',
  enterpriseLimits: 'socialPulse.enterpriseLimits',
  demo: 'socialPulse.demo',
  backgroundRefreshMinutes: 'socialPulse.backgroundRefreshMinutes',
  loadRemoteImages: 'socialPulse.loadRemoteImages',
  timeZone: 'socialPulse.timeZone',
  proxy: 'http.proxy',
  noProxy: 'http.noProxy',
} as const;

export type SettingName = (typeof SETTING)[keyof typeof SETTING];

/**
 * The settings that decide where the API key is sent. Only the person's own (user or machine)
 * settings count for them: a workspace's `.vscode/settings.json` could otherwise send the key to
 * a host of its choosing. The manifest declares the socialPulse ones `"scope": "machine"`.
 */
export const KEY_ROUTING = [SETTING.baseUrl, SETTING.markdownUrl, SETTING.mcpUrl, SETTING.proxy, SETTING.noProxy] as const;

/**
 * The daily digest's schedule, budget and note. Only the person's own (user) settings count for
 * them: a cloned folder's settings could otherwise spend up to 1000 requests a day at a time of its
 * choosing and write the person's watchlist and alerts into a file the repository tracks.
 */
export const DIGEST_OWN = ['socialPulse.digest.time', 'socialPulse.digest.days', 'socialPulse.digest.maxRequests', 'socialPulse.digest.target'] as const;
export type DigestOwnName = (typeof DIGEST_OWN)[number];

function namesSetIn<T extends string>(names: readonly T[], text: string, inWorkspaceFile: boolean): T[] {
  const parsed: unknown = parseJsonc(text, [], { allowTrailingComma: true, disallowComments: false });
  const root = inWorkspaceFile && isRecord(parsed) ? parsed.settings : parsed;
  if (!isRecord(root)) return [];
  return names.filter((name) => root[name] !== undefined);
}

/** The digest settings (DIGEST_OWN) a workspace settings file tries to set (see routingSetIn). */
export function digestSetIn(text: string, inWorkspaceFile = false): DigestOwnName[] {
  return namesSetIn(DIGEST_OWN, text, inWorkspaceFile);
}

/**
 * The socialPulse key-routing settings a workspace settings file (`.vscode/settings.json`, or the
 * `settings` of a `.code-workspace` file when `inWorkspaceFile`) tries to set. VS Code drops
 * machine-scoped values from a workspace before an extension can see them, so the file is read
 * to tell the person. Comments and trailing commas are allowed, as VS Code allows them.
 */
export function routingSetIn(text: string, inWorkspaceFile = false): SettingName[] {
  return namesSetIn(KEY_ROUTING.filter((name) => name.startsWith('socialPulse.')), text, inWorkspaceFile);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export const DEFAULTS = {
  baseUrl: 'https://lunarcrush.com/api4',
  markdownUrl: 'https://lunarcrush.ai',
  mcpUrl: 'https://lunarcrush.ai/mcp',
  plan: 'hobby' as PlanId,
  enterpriseLimits: { perMinute: 1000, perDay: 500000 } as PlanLimits,
  backgroundRefreshMinutes: 15,
};

/**
 * Values as read from the configuration, unchecked; `userTimeZone` is `socialPulse.timeZone` from
 * the person's user settings only (the zone of the notes' day and the digest's schedule).
 */
export type RawSettings = Record<keyof typeof SETTING, unknown> & { userTimeZone: unknown };

export interface SettingsValues {
  baseUrl: string;
  markdownUrl: string;
  mcpUrl: string;
  plan: PlanId;
  enterpriseLimits: PlanLimits;
  demo: boolean;
  /** 0: the watchlist never refreshes in the background. */
  backgroundRefreshMinutes: number;
  /** Avatars, news and report images load from their hosts; off, panels show initials or placeholders. */
  loadRemoteImages: boolean;
  /** Where times are shown: UTC (the service's own clock) or the person's zone; every time says which. */
  timeZone: TimeZoneChoice;
  /**
   * `socialPulse.timeZone` from the user settings only: the zone of the digest's day and schedule
   * and of the day an alert is added to (see notesZone). A cloned folder's settings, which may set
   * the shown zone, must not move when the digest is written nor into which note.
   */
  notesTimeZone: TimeZoneChoice;
  proxy?: string;
  /** NO_PROXY syntax (comma separated). */
  noProxy?: string;
}

/** What is wrong with one setting, in the person's words; a feature's own settings have names of their own. */
export interface SettingProblem<Name extends string = SettingName> {
  setting: Name;
  message: string;
}

/** A feature's setting's problem: the feature logs it, and warns of it when the person has just changed the setting. */
export type FeatureSettingProblem = SettingProblem<string>;

export interface CheckedSettings {
  values: SettingsValues;
  problems: SettingProblem[];
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Why `url` may not carry the key, said of `setting`; undefined when it may. */
function addressProblem(setting: SettingName, url: URL): string | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return l10n.t('{0} must start with https://.', setting);
  if (url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
    return l10n.t('{0} uses http:// for a remote host, so the key would travel unencrypted: use https:// (http:// is allowed for this computer only).', setting);
  }
  if (url.username || url.password) return l10n.t('{0} must not contain a user name or password (the key is sent in a header).', setting);
  if (url.search || url.hash) return l10n.t('{0} must not contain ? or #.', setting);
  return undefined;
}

function address(setting: SettingName, raw: unknown, fallback: string, problems: SettingProblem[]): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  let problem: string | undefined;
  if (!value) problem = l10n.t('{0} is empty.', setting);
  else {
    try {
      problem = addressProblem(setting, new URL(value));
    } catch {
      problem = l10n.t('{0} is not a web address.', setting);
    }
  }
  if (problem) {
    problems.push({ setting, message: l10n.t('{0} Using {1} until it is fixed.', problem, fallback) });
    return fallback;
  }
  return value.replace(/\/+$/, '');
}

function limit(raw: unknown): number | undefined {
  return typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : undefined;
}

function enterpriseLimits(raw: unknown, plan: PlanId, problems: SettingProblem[]): PlanLimits {
  const fallback = DEFAULTS.enterpriseLimits;
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const perMinute = limit(r.perMinute);
  const perDay = limit(r.perDay);
  // The limits only matter on the enterprise plan: no warning about a value nobody uses.
  if (plan === 'enterprise' && (perMinute === undefined || perDay === undefined)) {
    problems.push({
      setting: SETTING.enterpriseLimits,
      message: l10n.t('{0} needs whole numbers above 0 for perMinute and perDay. Using {1} a minute and {2} a day until it is fixed.',
        SETTING.enterpriseLimits, perMinute ?? fallback.perMinute, perDay ?? fallback.perDay),
    });
  }
  return { perMinute: perMinute ?? fallback.perMinute, perDay: perDay ?? fallback.perDay };
}

function refreshMinutes(raw: unknown, problems: SettingProblem[]): number {
  if (raw === undefined) return DEFAULTS.backgroundRefreshMinutes;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) return raw;
  problems.push({
    setting: SETTING.backgroundRefreshMinutes,
    message: l10n.t('{0} must be a whole number of minutes (0 turns it off). Using {1} until it is fixed.', SETTING.backgroundRefreshMinutes, DEFAULTS.backgroundRefreshMinutes),
  });
  return DEFAULTS.backgroundRefreshMinutes;
}

function proxy(raw: unknown, problems: SettingProblem[]): string | undefined {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return undefined;
  // like curl and the client, `proxy.corp:3128` means http://proxy.corp:3128
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'http:' || url.protocol === 'https:') return withScheme;
  } catch {
    // reported below
  }
  problems.push({
    setting: SETTING.proxy,
    message: l10n.t('{0} is not an http:// or https:// proxy address Social Pulse can use. Connecting without it until it is fixed.', SETTING.proxy),
  });
  return undefined;
}

function noProxy(raw: unknown): string | undefined {
  const hosts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const clean = hosts.filter((h): h is string => typeof h === 'string').map((h) => h.trim()).filter(Boolean);
  return clean.length ? clean.join(',') : undefined;
}

/** A true/false setting: `unset` when it is not set; `bad` (and the message) when it is set to anything else. */
function onOff(setting: SettingName, raw: unknown, unset: boolean, problems: SettingProblem[], message: string, bad = unset): boolean {
  if (typeof raw === 'boolean') return raw;
  if (raw === undefined) return unset;
  problems.push({ setting, message });
  return bad;
}

/** A zone choice, or undefined when `raw` is none. */
function zoneChoice(raw: unknown): TimeZoneChoice | undefined {
  if (raw === undefined) return 'utc';
  return typeof raw === 'string' ? timeZoneChoiceOf(raw) : undefined;
}

function timeZone(raw: unknown, problems: SettingProblem[]): TimeZoneChoice {
  const choice = zoneChoice(raw);
  if (choice) return choice;
  problems.push({
    setting: SETTING.timeZone,
    message: l10n.t('{0} must be utc, local or a time zone name such as Europe/Berlin or America/New_York. Showing times in UTC until it is fixed.', SETTING.timeZone),
  });
  return 'utc';
}

/** The user settings' zone; `shown` when it is the value in effect (its problem said once, by timeZone). */
function notesTimeZone(raw: RawSettings, shown: TimeZoneChoice, problems: SettingProblem[]): TimeZoneChoice {
  if (raw.userTimeZone === raw.timeZone) return shown;
  const choice = zoneChoice(raw.userTimeZone);
  if (choice) return choice;
  problems.push({
    setting: SETTING.timeZone,
    message: l10n.t('{0} in your user settings must be utc, local or a time zone name such as Europe/Berlin or America/New_York. The daily digest and alerts added to today\'s note follow this machine\'s calendar day until it is fixed.', SETTING.timeZone),
  });
  return 'utc';
}

export function checkSettings(raw: RawSettings): CheckedSettings {
  const problems: SettingProblem[] = [];
  let plan = DEFAULTS.plan;
  if (isPlanId(raw.plan)) plan = raw.plan;
  else {
    problems.push({
      setting: SETTING.plan,
      message: l10n.t('{0} must be one of hobby, individual, builder, scale or enterprise. Using hobby (the slowest pacing) until it is fixed.', SETTING.plan),
    });
  }
  const shown = timeZone(raw.timeZone, problems);
  const values: SettingsValues = {
    baseUrl: address(SETTING.baseUrl, raw.baseUrl, DEFAULTS.baseUrl, problems),
    markdownUrl: address(SETTING.markdownUrl, raw.markdownUrl, DEFAULTS.markdownUrl, problems),
    mcpUrl: address(SETTING.mcpUrl, raw.mcpUrl, DEFAULTS.mcpUrl, problems),
    plan,
    enterpriseLimits: enterpriseLimits(raw.enterpriseLimits, plan, problems),
    demo: onOff(SETTING.demo, raw.demo, false, problems, l10n.t('{0} must be true or false. Demo data stays off until it is fixed.', SETTING.demo)),
    backgroundRefreshMinutes: refreshMinutes(raw.backgroundRefreshMinutes, problems),
    // a value that is neither (a typed "false") turns images off: what a person who set it likely meant, and the private side
    loadRemoteImages: onOff(SETTING.loadRemoteImages, raw.loadRemoteImages, true, problems,
      l10n.t('{0} must be true or false. Remote images stay off until it is fixed.', SETTING.loadRemoteImages), false),
    timeZone: shown,
    notesTimeZone: notesTimeZone(raw, shown, problems),
    proxy: proxy(raw.proxy, problems),
    noProxy: noProxy(raw.noProxy),
  };
  return { values, problems };
}

/** A proxy address fit for a log line: credentials removed. */
export function describeProxy(proxyUrl: string | undefined): string {
  if (!proxyUrl) return 'none';
  try {
    const url = new URL(proxyUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'set';
  }
}

// Social Pulse's settings, read and checked in one place (rules in settingsCheck.ts). A bad
// value gets a warning with "Open Settings" and a safe fallback; it never stops anything.
import * as l10n from '../shared/format/l10n';
import * as vscode from 'vscode';
import type { Logger } from '../service/api/service';
import {
  KEY_ROUTING, SETTING, checkSettings, describeProxy, type DigestOwnName, type RawSettings, type SettingName, type SettingsValues,
} from './settingsCheck';
import { tNotice } from './sinks/neutral';
import { showWarning } from './sinks/notify';

/** A bad value's warning, with a button that opens the setting; in the log too. */
export function warnAboutSetting(log: Pick<Logger, 'warn'>, setting: string, message: string): void {
  log.warn(message);
  // the button as shown, in the person's language, is what the warning answers
  const open = l10n.t('Open Settings');
  void showWarning(tNotice(l10n.t('Social Pulse: {0}'), message), open).then((choice) => {
    if (choice === open) void vscode.commands.executeCommand('workbench.action.openSettings', setting);
  });
}

/**
 * A setting's value from the person's own (user) settings, else its default: never a
 * workspace's or a folder's. For the settings that decide where the key goes (KEY_ROUTING; the
 * manifest makes them machine-scoped, so VS Code drops workspace values too, and reading the user
 * value keeps that true whatever the editor does), the daily digest's (DIGEST_OWN), and the time
 * zone of the digest's day and schedule (a workspace may choose the zone times are shown in only).
 */
export function userValue(name: (typeof KEY_ROUTING)[number] | DigestOwnName | typeof SETTING.timeZone): unknown {
  const dot = name.lastIndexOf('.');
  const i = vscode.workspace.getConfiguration(name.slice(0, dot)).inspect(name.slice(dot + 1));
  return i?.globalValue ?? i?.defaultValue;
}

function readRaw(): RawSettings {
  const sp = vscode.workspace.getConfiguration('socialPulse');
  return {
    baseUrl: userValue(SETTING.baseUrl),
    markdownUrl: userValue(SETTING.markdownUrl),
    mcpUrl: userValue(SETTING.mcpUrl),
    plan: sp.get('plan'),
    enterpriseLimits: sp.get('enterpriseLimits'),
    demo: sp.get('demo'),
    backgroundRefreshMinutes: sp.get('backgroundRefreshMinutes'),
    proxy: userValue(SETTING.proxy),
    noProxy: userValue(SETTING.noProxy),
    loadRemoteImages: sp.get('loadRemoteImages'),
    timeZone: sp.get('timeZone'),
    userTimeZone: userValue(SETTING.timeZone),
  };
}

export class Settings implements vscode.Disposable {
  /** Read when first asked for, not at activation. */
  private values?: SettingsValues;
  /** Problems already shown, so that each is shown once until it is fixed. */
  private shown = new Set<string>();
  private readonly changed = new vscode.EventEmitter<SettingsValues>();
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly log: Logger) {
    this.subscription = vscode.workspace.onDidChangeConfiguration((e) => {
      if (!e.affectsConfiguration('socialPulse') && !e.affectsConfiguration(SETTING.proxy) && !e.affectsConfiguration(SETTING.noProxy)) return;
      this.values = this.read();
      this.changed.fire(this.values);
    });
  }

  get current(): SettingsValues {
    this.values ??= this.read();
    return this.values;
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }

  private read(): SettingsValues {
    const { values, problems } = checkSettings(readRaw());
    const now = new Set(problems.map((p) => p.message));
    for (const p of problems) {
      if (!this.shown.has(p.message)) warnAboutSetting(this.log, p.setting, p.message);
    }
    this.shown = now;
    this.log.info(`Settings: service ${values.baseUrl}, reports ${values.markdownUrl}, plan ${values.plan}, demo ${values.demo ? 'on' : 'off'}, remote images ${values.loadRemoteImages ? 'on' : 'off'}, proxy ${describeProxy(values.proxy)}.`);
    return values;
  }
}

/**
 * Writes a setting where it takes effect: into the workspace when the workspace overrides it
 * (a user-level value would be shadowed there), else into the user settings.
 */
export async function updateSetting(name: SettingName, value: unknown): Promise<void> {
  const dot = name.indexOf('.');
  const config = vscode.workspace.getConfiguration(name.slice(0, dot));
  const key = name.slice(dot + 1);
  const inspected = config.inspect(key);
  const target = inspected?.workspaceValue !== undefined
    ? vscode.ConfigurationTarget.Workspace
    : vscode.ConfigurationTarget.Global;
  await config.update(key, value, target);
}

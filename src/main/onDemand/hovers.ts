// Hovers where a person writes load from dist/hovers.js on first use. Here, at activation: the
// hover provider for markdown (notes and notebooks' markdown cells), which loads the bundle only
// for a line that may name something, and the snapshot command as a stand-in.
import * as vscode from 'vscode';
import type { HoversFeature } from '../bundles/hovers';
import { loadBundle } from '../../editor/connection/bundles';
import * as l10n from '../../shared/format/l10n';
import type { Services } from '../../editor/services';
import { checkHoverSettings, HOVERS_SECTION, type HoverSettings } from '../../editor/hoverSettings';
import { warnAboutSetting } from '../../editor/settings';
import { OnDemandFeature, standInsOf } from './feature';

type HoversModule = typeof import('../bundles/hovers');

/** A cashtag, a hashtag or an address of the service: anything else is passed over unloaded. */
const MAY_NAME = /[$#]|lunarcrush\./i;

export function registerHoversOnDemand(services: Services): void {
  const subs = services.context.subscriptions;
  const feature = new OnDemandFeature<HoversFeature>(standInsOf('hovers', services.context), () => {
    const started = loadBundle<HoversModule>('hovers.js', l10n.t('hovers')).startHovers(services);
    subs.push(started);
    return started;
  });
  let settings: HoverSettings | undefined;
  /** Checked on the first hover and after each change; a bad value is logged, and warned of when just changed. */
  const read = (changed: boolean): HoverSettings => {
    const c = vscode.workspace.getConfiguration(HOVERS_SECTION);
    settings = checkHoverSettings({ enabled: c.get('enabled'), topics: c.get('topics') });
    for (const p of settings.problems) {
      if (changed) warnAboutSetting(services.log, p.setting, p.message);
      else services.log.warn(p.message);
    }
    return settings;
  };
  subs.push(feature, vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(HOVERS_SECTION)) read(true);
  }), vscode.languages.registerHoverProvider({ language: 'markdown' }, {
    provideHover(document, position, token) {
      if (!(settings ?? read(false)).enabled) return undefined;
      if (!MAY_NAME.test(document.lineAt(position.line).text)) return undefined;
      return feature.get().provideHover(document, position, token);
    },
  }));
}

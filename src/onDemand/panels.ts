// The panels and everything that opens or fills them (lookups, reports, comparisons, data
// changes) load from dist/panels.js on first use. Here, at activation: their commands as
// stand-ins, a serializer per panel type (a restored panel loads them), and what the saved
// searches ask of open panels (nothing is open before they load).
import * as vscode from 'vscode';
import { loadBundle } from '../connection/bundles';
import type { LastNote } from '../toNotes/lastNote';
import type { PanelsFeature } from '../bundles/panels';
import { VIEW_TYPES } from '../protocol/views';
import type { SearchPanels } from '../searches/commands';
import type { Services } from '../services';
import { OnDemandFeature } from './feature';

type PanelsModule = typeof import('../bundles/panels');

/** Every command dist/panels.js registers (test/integration/activation.test.ts checks they stay registered). */
export const PANEL_COMMANDS: readonly string[] = [
  'socialPulse.openItem', 'socialPulse.openCoins', 'socialPulse.openStocks', 'socialPulse.openNfts',
  'socialPulse.alertFromChartPoint',
  'socialPulse.openTopic', 'socialPulse.openCategory', 'socialPulse.openCoin', 'socialPulse.openStock',
  'socialPulse.openNft', 'socialPulse.openCreator', 'socialPulse.openPost',
  'socialPulse.insertReport', 'socialPulse.openReport',
  'socialPulse.compare',
  'socialPulse.showChanges',
];
/** Registered in extension mode Test only: what the integration tests read back. */
const PANEL_TEST_COMMANDS: readonly string[] = ['socialPulse.test.panels', 'socialPulse.test.compare'];

export function registerPanelsOnDemand(services: Services, lastNote: LastNote): SearchPanels {
  const testing = services.context.extensionMode === vscode.ExtensionMode.Test;
  const feature = new OnDemandFeature<PanelsFeature>([...PANEL_COMMANDS, ...(testing ? PANEL_TEST_COMMANDS : [])], () =>
    loadBundle<PanelsModule>('panels.js', 'panels').startPanels(services, () => lastNote.get()));
  services.context.subscriptions.push(feature);
  for (const viewType of Object.values(VIEW_TYPES)) {
    services.context.subscriptions.push(vscode.window.registerWebviewPanelSerializer(viewType, {
      deserializeWebviewPanel: async (panel, state: unknown) => feature.get().restore(viewType, panel, state),
    }));
  }
  return {
    activeItem: () => feature.started?.activeItem(),
    close: (ref) => feature.started?.close(ref),
    reload: (ref) => feature.started?.reload(ref),
  };
}

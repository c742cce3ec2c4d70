// The panels and everything that opens or fills them (lookups, reports, comparisons, data
// changes) load from dist/panels.js on first use. Here, at activation: their commands as
// stand-ins, a serializer per panel type (a restored panel loads them; a restored backtest is
// closed, its rule not saved with it), what the saved searches ask of open panels (nothing is
// open before they load), and the CodeLens "Add today's figures" on reports in markdown notes,
// which loads them only for a note that may hold one.
import * as vscode from 'vscode';
import { loadBundle } from '../../editor/connection/bundles';
import type { LastNote } from '../../editor/toNotes/lastNote';
import type { PanelsFeature } from '../bundles/panels';
import { VIEW_TYPES } from '../../shared/protocol/views';
import type { SearchPanels } from '../../features/searches/commands';
import type { Services } from '../../editor/services';
import { OnDemandFeature, standInsOf } from './feature';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

type PanelsModule = typeof import('../bundles/panels');

/** What every inserted report's heading or marker has, in any language: other notes are passed over unloaded. */
const MAY_HOLD_REPORT = /Social Pulse|social-pulse:report/;

export function registerPanelsOnDemand(services: Services, lastNote: LastNote): SearchPanels {
  const feature = new OnDemandFeature<PanelsFeature>(standInsOf('panels', services.context), () =>
    loadBundle<PanelsModule>('panels.js', 'panels').startPanels(services, () => lastNote.get()));
  services.context.subscriptions.push(feature);
  const restore = (viewType: string, panel: vscode.WebviewPanel, state: unknown): void => feature.get().restore(viewType, panel, state);
  for (const viewType of Object.values(VIEW_TYPES)) {
    services.context.subscriptions.push(vscode.window.registerWebviewPanelSerializer(viewType, {
      deserializeWebviewPanel: async (panel, state: unknown) => restore(viewType, panel, state),
    }));
  }
  // the integration tests restore a panel as VS Code does after a reload (tests only)
  if (services.context.extensionMode === vscode.ExtensionMode.Test) {
    services.context.subscriptions.push(register(COMMANDS.testRestorePanel, (viewType: unknown, state: unknown) => {
      if (typeof viewType !== 'string') return;
      restore(viewType, vscode.window.createWebviewPanel(viewType, viewType, vscode.ViewColumn.Active, { enableScripts: true }), state);
    }));
  }
  services.context.subscriptions.push(vscode.languages.registerCodeLensProvider({ language: 'markdown' }, {
    provideCodeLenses: (document) => (MAY_HOLD_REPORT.test(document.getText()) ? feature.get().reportLenses(document) : []),
  }));
  return {
    activeItem: () => feature.started?.activeItem(),
    close: (ref) => feature.started?.close(ref),
    reload: (ref) => feature.started?.reload(ref),
  };
}

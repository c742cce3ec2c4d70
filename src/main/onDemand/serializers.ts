// A serializer per panel type: after a reload VS Code brings each panel back with what its page
// saved, and the feature that shows it rebuilds it (its bundle loads then). A backtest is the
// alerts' (the commands bundle), every other panel the panels bundle's.
import * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import { VIEW_TYPES } from '../../shared/protocol/views';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export interface Restorers {
  panel(viewType: string, panel: vscode.WebviewPanel, state: unknown): void;
  backtest(panel: vscode.WebviewPanel, state: unknown): void;
}

export function registerSerializers(services: Services, restorers: Restorers): void {
  const restore = (viewType: string, panel: vscode.WebviewPanel, state: unknown): void => {
    if (viewType === VIEW_TYPES.backtest) restorers.backtest(panel, state);
    else restorers.panel(viewType, panel, state);
  };
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
}

// Registers the panels: `socialPulse.openItem`, the market tables' commands and a serializer per
// view type so open panels come back after a reload.
import * as vscode from 'vscode';
import { isOpenableRef } from '../protocol/guards';
import { VIEW_TYPES, type ViewKind } from '../protocol/views';
import type { Services } from '../services';
import { COINS_REF, NFTS_REF, PanelManager, STOCKS_REF } from './manager';

/** Returns the manager: the reports open their panels through it. */
export function registerPanels(services: Services): PanelManager {
  const manager = new PanelManager(services);
  const { context } = services;
  context.subscriptions.push(
    manager,
    vscode.commands.registerCommand('socialPulse.openItem', (ref: unknown) => {
      if (!isOpenableRef(ref)) {
        services.log.warn('panels: socialPulse.openItem was called without a valid item');
        void vscode.window.showErrorMessage('Social Pulse: nothing to open; pick a topic, category or coin first.');
        return undefined;
      }
      return manager.open(ref);
    }),
    vscode.commands.registerCommand('socialPulse.openCoins', () => manager.open(COINS_REF)),
    vscode.commands.registerCommand('socialPulse.openStocks', () => manager.open(STOCKS_REF)),
    vscode.commands.registerCommand('socialPulse.openNfts', () => manager.open(NFTS_REF)),
  );
  for (const view of Object.keys(VIEW_TYPES) as ViewKind[]) {
    // a comparison has several items and its own host and serializer (src/compare)
    if (view === 'compare') continue;
    context.subscriptions.push(vscode.window.registerWebviewPanelSerializer(VIEW_TYPES[view], {
      deserializeWebviewPanel: async (panel, state: unknown) => manager.restore(view, panel, state),
    }));
  }
  // the integration tests see what a panel loaded and drew through this command (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    context.subscriptions.push(vscode.commands.registerCommand('socialPulse.test.panels', () => manager.snapshot()));
  }
  return manager;
}

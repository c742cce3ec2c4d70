// Registers the panels: `socialPulse.openItem` and the market tables' commands. Open panels come
// back after a reload through the serializers of src/main/onDemand/panels.ts, which call `restore`.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { marketListRef } from '../../shared/items';
import { ALERT_METRIC_OF_SERIES, isChartPointContext } from '../../shared/protocol/chartPoint';
import { isOpenableRef } from '../../shared/protocol/guards';
import type { Services } from '../../editor/services';
import { tNotice } from '../../editor/sinks/neutral';
import { showError } from '../../editor/sinks/notify';
import { PanelManager } from './manager';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

/** Returns the manager: the reports open their panels through it. */
export function registerPanels(services: Services): PanelManager {
  const manager = new PanelManager(services);
  const { context } = services;
  context.subscriptions.push(
    manager,
    register(COMMANDS.openItem, (ref: unknown) => {
      if (!isOpenableRef(ref)) {
        services.log.warn(`panels: ${COMMANDS.openItem.id} was called without a valid item`);
        void showError(tNotice(l10n.t('Social Pulse: nothing to open; pick a topic, category or coin first.')));
        return undefined;
      }
      return manager.open(ref);
    }),
    register(COMMANDS.openCoins, () => manager.open(marketListRef('coin'))),
    register(COMMANDS.openStocks, () => manager.open(marketListRef('stock'))),
    register(COMMANDS.openNfts, () => manager.open(marketListRef('nft'))),
    // "Alert Me When…" on a chart point (the webview/context menu): the panel's own item, the
    // point's metric and value; a line with no alert of its own (interactions) asks for the metric
    register(COMMANDS.alertFromChartPoint, (context: unknown) => {
      const active = manager.activeItem();
      if (!active || !isChartPointContext(context)) {
        services.log.warn('panels: Alert Me When… without a chart point of an open panel');
        return undefined;
      }
      const metric = ALERT_METRIC_OF_SERIES[context.metric];
      return execute(COMMANDS.addAlert, active.ref, metric ? { metric, value: context.value } : undefined);
    }),
  );
  // the integration tests see what a panel loaded and drew, and close an item's panels, through these commands (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    context.subscriptions.push(
      register(COMMANDS.testPanels, () => manager.snapshot()),
      register(COMMANDS.testClosePanels, (ref: unknown) => {
        if (isOpenableRef(ref)) manager.close(ref);
      }),
    );
  }
  return manager;
}

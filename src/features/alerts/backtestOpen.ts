// Backtest panels: one per rule (a rule being written has its own, beside the editor's inputs),
// on the one webview host. "Backtest" in the Alerts view opens one for a saved rule; the rule
// editor opens one while the person sets k, x, y and keeps it in step with what they type.
import * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import type { WebviewHost } from '../../editor/panelHost/host';
import { OpenPages } from '../../editor/panelHost/registry';
import { hostPanel, webviewOptions } from '../../editor/panelHost/shell';
import { VIEW_TYPES } from '../../shared/protocol/views';
import { BacktestPanel, backtestTitle } from './backtestPanel';
import type { AlertRule } from './core/model';

export interface Backtests extends vscode.Disposable {
  /** The panel of `rule` (by id), shown beside the active editor; revealed if open. */
  open(rule: AlertRule, options?: { preserveFocus?: boolean }): BacktestPanel;
  /** What each open panel replayed and whether its webview drew it (tests). */
  snapshots(): ReturnType<BacktestPanel['snapshot']>[];
}

export function createBacktests(services: Services): Backtests {
  const pages = new OpenPages<{ panel: vscode.WebviewPanel; host: WebviewHost; backtest: BacktestPanel; dispose(): void }>();

  const open = (rule: AlertRule, options: { preserveFocus?: boolean } = {}): BacktestPanel => {
    const existing = pages.get(rule.id);
    if (existing) {
      existing.backtest.setRule(rule);
      existing.panel.reveal(undefined, options.preserveFocus);
      return existing.backtest;
    }
    const panel = vscode.window.createWebviewPanel(VIEW_TYPES.backtest, backtestTitle(rule),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: options.preserveFocus ?? false },
      { ...webviewOptions(services.context.extensionUri), retainContextWhenHidden: false });
    const backtest = new BacktestPanel(panel, rule);
    // no images: a backtest draws a chart and numbers
    const host = hostPanel(services, panel, backtest, { component: 'backtest', key: rule.id, images: false });
    backtest.reload = () => host.reload();
    pages.add(rule.id, { panel, host, backtest, dispose: () => host.dispose() }, panel.onDidDispose);
    panel.onDidDispose(() => backtest.dispose());
    return backtest;
  };

  return {
    open,
    snapshots: () => pages.values().map((p) => p.backtest.snapshot(p.host.rendered().includes('backtest'))),
    dispose: () => pages.dispose(),
  };
}

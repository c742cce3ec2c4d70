// Backtest panels: one per rule (a rule being written has its own, beside the editor's inputs),
// on the one webview host. "Backtest" in the Alerts view opens one for a saved rule; the rule
// editor opens one while the person sets k, x, y and keeps it in step with what they type. After a
// reload VS Code brings a tab back with what its page saved, the rule's id among it: the tab is
// rebuilt on the rule, or says that the rule is gone.
import * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import type { WebviewHost } from '../../editor/panelHost/host';
import { OpenPages } from '../../editor/panelHost/registry';
import { hostPanel, webviewOptions } from '../../editor/panelHost/shell';
import { readPanelState } from '../../shared/protocol/state';
import { VIEW_TYPES } from '../../shared/protocol/views';
import { MissingRuleBacktest } from './backtestMissing';
import { BacktestPanel, backtestTitle } from './backtestPanel';
import type { AlertRule } from './core/model';

export interface Backtests extends vscode.Disposable {
  /** The panel of `rule` (by id), shown beside the active editor; revealed if open. */
  open(rule: AlertRule, options?: { preserveFocus?: boolean }): BacktestPanel;
  /** A backtest tab VS Code brought back after a reload, with what its page saved. */
  restore(panel: vscode.WebviewPanel, state: unknown): void;
  /** What each open panel replayed and whether its webview drew it (tests). */
  snapshots(): ReturnType<BacktestPanel['snapshot']>[];
}

/** `rule(id)`: the saved rule of that id, if there is one. */
export function createBacktests(services: Services, rule: (id: string) => AlertRule | undefined): Backtests {
  const pages = new OpenPages<{ panel: vscode.WebviewPanel; host: WebviewHost; backtest: BacktestPanel; dispose(): void }>();
  /** Restored tabs whose rule is gone, by the rule's id. */
  const missing = new OpenPages<{ host: WebviewHost; backtest: MissingRuleBacktest; dispose(): void }>();

  const host = (panel: vscode.WebviewPanel, shown: AlertRule): BacktestPanel => {
    const backtest = new BacktestPanel(panel, shown);
    // no images: a backtest draws a chart and numbers
    const hosted = hostPanel(services, panel, backtest, { component: 'backtest', key: shown.id, images: false });
    backtest.reload = () => hosted.reload();
    pages.add(shown.id, { panel, host: hosted, backtest, dispose: () => hosted.dispose() }, panel.onDidDispose);
    panel.onDidDispose(() => backtest.dispose());
    return backtest;
  };

  const open = (shown: AlertRule, options: { preserveFocus?: boolean } = {}): BacktestPanel => {
    const existing = pages.get(shown.id);
    if (existing) {
      existing.backtest.setRule(shown);
      existing.panel.reveal(undefined, options.preserveFocus);
      return existing.backtest;
    }
    const panel = vscode.window.createWebviewPanel(VIEW_TYPES.backtest, backtestTitle(shown),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: options.preserveFocus ?? false },
      { ...webviewOptions(services.context.extensionUri), retainContextWhenHidden: false });
    return host(panel, shown);
  };

  const restore = (panel: vscode.WebviewPanel, state: unknown): void => {
    const saved = readPanelState(state);
    const id = saved?.view === 'backtest' ? saved.rule : undefined;
    if (!saved || id === undefined) {
      // a page saved before its rule was kept with it, or unreadable: nothing names the rule
      services.log.warn('backtest: closed a restored backtest whose saved state names no rule');
      panel.dispose();
      return;
    }
    if (pages.has(id) || missing.has(id)) {
      panel.dispose();
      return;
    }
    const found = rule(id);
    if (found) {
      host(panel, found);
      return;
    }
    services.log.info(`backtest: a restored backtest's rule ${id} is gone; the tab says so`);
    const backtest = new MissingRuleBacktest(id, saved.ref);
    const hosted = hostPanel(services, panel, backtest, { component: 'backtest', key: id, images: false });
    missing.add(id, { host: hosted, backtest, dispose: () => hosted.dispose() }, panel.onDidDispose);
  };

  return {
    open,
    restore,
    snapshots: () => [
      ...pages.values().map((p) => p.backtest.snapshot(p.host.rendered().includes('backtest'), p.host.sectionStatus().backtest)),
      ...missing.values().map((p) => p.backtest.snapshot(p.host.sectionStatus().backtest)),
    ],
    dispose: () => {
      pages.dispose();
      missing.dispose();
    },
  };
}

// The Alerts view: rows built by rows.ts from the store (the states of the source in use), re-read
// on every change. Its rows are the arguments of the view's commands: each is marked as the
// extension's own (src/editor/ownInvocation), so a command given one acts as the person asked.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { asOwn } from '../../editor/ownInvocation';
import { treeItem, untrustedMarkdown } from '../../editor/sinks/tree';
import { initialState } from './core/evaluate';
import type { AlertRow } from './core/rows';
import { alertRows } from './core/rows';
import type { AlertStore } from './core/store';
import { COMMANDS } from '../../shared/commandTable';
import { onDidChangeShownZone } from '../../shared/format/time';

export type AlertNode = AlertRow;

function marked(rows: AlertRow[]): AlertRow[] {
  return rows.map((row) => asOwn(row.children ? { ...row, children: marked(row.children) } : row));
}

export class AlertsProvider implements vscode.TreeDataProvider<AlertNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<AlertNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  /** The rows write their times in the shown zone: another zone writes them again. */
  private readonly zone = onDidChangeShownZone(() => this.refresh());

  constructor(private readonly store: AlertStore, private readonly info: () => string[], private readonly source: () => string) {}

  refresh(): void {
    this.changed.fire(undefined);
  }

  /** The rows as the view shows them now (for tests and the integration suite). */
  rows(): AlertNode[] {
    return marked(alertRows(this.store.rules(), this.store.states(this.source()), this.store.history(), this.info(), Date.now(), () => initialState()));
  }

  getChildren(node?: AlertNode): AlertNode[] {
    return node ? node.children ?? [] : this.rows();
  }

  getTreeItem(node: AlertNode): vscode.TreeItem {
    const item = treeItem(node.label, node.children ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None, node.description);
    item.id = node.id;
    if (node.tooltip) item.tooltip = untrustedMarkdown(node.tooltip);
    item.iconPath = new vscode.ThemeIcon(node.icon);
    item.contextValue = node.contextValue;
    if (node.ruleId || node.fired) item.command = { command: COMMANDS.openAlertSubject.id, title: l10n.t('Open'), arguments: [node] };
    item.accessibilityInformation = { label: [node.label, node.description].filter(Boolean).join(', ') };
    return item;
  }

  dispose(): void {
    this.zone.dispose();
    this.changed.dispose();
  }
}

// The Alerts view: rows built by rows.ts from the store, re-read on every change.
import * as vscode from 'vscode';
import { initialState } from './evaluate';
import type { AlertRow } from './rows';
import { alertRows } from './rows';
import type { AlertStore } from './store';

export type AlertNode = AlertRow;

function markdown(text: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(text, false);
  md.isTrusted = false;
  md.supportHtml = false;
  return md;
}

export class AlertsProvider implements vscode.TreeDataProvider<AlertNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<AlertNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  constructor(private readonly store: AlertStore, private readonly info: () => string[]) {}

  refresh(): void {
    this.changed.fire(undefined);
  }

  /** The rows as the view shows them now (for tests and the integration suite). */
  rows(): AlertNode[] {
    return alertRows(this.store.rules(), this.store.states(), this.store.history(), this.info(), Date.now(), () => initialState());
  }

  getChildren(node?: AlertNode): AlertNode[] {
    return node ? node.children ?? [] : this.rows();
  }

  getTreeItem(node: AlertNode): vscode.TreeItem {
    const item = new vscode.TreeItem(node.label, node.children ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None);
    item.id = node.id;
    item.description = node.description;
    if (node.tooltip) item.tooltip = markdown(node.tooltip);
    item.iconPath = new vscode.ThemeIcon(node.icon);
    item.contextValue = node.contextValue;
    if (node.ruleId || node.fired) item.command = { command: 'socialPulse.openAlertSubject', title: 'Open', arguments: [node] };
    item.accessibilityInformation = { label: [node.label, node.description].filter(Boolean).join(', ') };
    return item;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

// A model node as VS Code shows it. Service text reaches the tooltip only escaped, and the
// tooltip is untrusted Markdown without HTML.
import * as vscode from 'vscode';
import type { TreeNode } from './node';
import { hasChildren, tooltipText } from './node';
import { staleLine, staleSuffix } from './states';

export const OPEN_ITEM = 'socialPulse.openItem';
export const OPEN_LINK = 'socialPulse.openLink';
export const RETRY = 'socialPulse.retry';

function markdown(text: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(text, false);
  md.isTrusted = false;
  md.supportHtml = false;
  return md;
}

function command(node: TreeNode): vscode.Command | undefined {
  const action = node.action;
  if (!action) return undefined;
  switch (action.kind) {
    case 'open':
      return { command: OPEN_ITEM, title: 'Open', arguments: [action.ref] };
    case 'command':
      return { command: action.command, title: action.title, arguments: action.args };
    case 'retry':
      return { command: RETRY, title: 'Retry', arguments: [node] };
  }
}

/**
 * The row's hover text, asked for only on hover (resolveTreeItem): the extension host parses every
 * Markdown tooltip it is handed, 81 ms of a first list of 60 topics in a sampling profile.
 */
export function treeTooltip(node: TreeNode, now: number): vscode.MarkdownString | undefined {
  const text = [tooltipText(node), node.stale ? staleLine(node.stale, now) : undefined].filter(Boolean).join('\n\n');
  return text ? markdown(text) : undefined;
}

/**
 * `pinned` says whether `node.pin` is in the watchlist (it sets the pin/unpin actions). No tooltip:
 * see treeTooltip.
 */
export function toTreeItem(node: TreeNode, pinned: boolean, now: number): vscode.TreeItem {
  const state = !hasChildren(node)
    ? vscode.TreeItemCollapsibleState.None
    : node.expanded ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed;
  const item = new vscode.TreeItem(node.label, state);
  item.id = node.id;
  const stale = node.stale;
  // stale first: rows are cut at the side bar's edge, and long descriptions hid the mark
  item.description = stale
    ? [staleSuffix(stale, now), node.description].filter(Boolean).join(' · ')
    : node.description;
  if (node.icon) {
    item.iconPath = node.icon === 'error'
      ? new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground'))
      : new vscode.ThemeIcon(node.icon);
  }
  item.contextValue = node.pin ? `${node.pin.kind} ${pinned ? 'pinned' : 'pinnable'}` : node.contextValue;
  if (node.a11y) item.accessibilityInformation = { label: stale ? `${node.a11y}. Stale data, ${staleSuffix(stale, now).replace('stale · ', 'from ')}` : node.a11y };
  item.command = command(node);
  return item;
}

// A model node as VS Code shows it. Service text reaches the tooltip only escaped, and the
// tooltip is untrusted Markdown without HTML.
import * as l10n from '../../shared/format/l10n';
import { formatAge } from '../../shared/format/time';
import * as vscode from 'vscode';
import { treeItem, untrustedMarkdown } from '../sinks/tree';
import type { TreeNode } from './core/node';
import { hasChildren } from './core/node';
import { rowText, rowTooltip } from './core/rowText';
import { COMMANDS } from '../../shared/commandTable';
import { demoWords } from '../../shared/format/demoMark';
import { joinMarkdown, markdown } from '../sinks/neutral';

function command(node: TreeNode): vscode.Command | undefined {
  const action = node.action;
  if (!action) return undefined;
  switch (action.kind) {
    case 'open':
      return { command: COMMANDS.openItem.id, title: l10n.t('Open'), arguments: [action.ref] };
    case 'command':
      return { command: action.command, title: action.title, arguments: action.args };
    case 'retry':
      return { command: COMMANDS.retry.id, title: l10n.t('Retry'), arguments: [node] };
  }
}

/**
 * The row's hover text, asked for only on hover (resolveTreeItem): the extension host parses every
 * Markdown tooltip it is handed, 81 ms of a first list of 60 topics in a sampling profile. On demo
 * data it ends by saying so: the view's rows carry no mark of their own.
 */
export function treeTooltip(node: TreeNode, now: number, demo = false): vscode.MarkdownString | undefined {
  const text = rowTooltip(node, now);
  if (!text) return undefined;
  return untrustedMarkdown(demo ? joinMarkdown([text, markdown`_${demoWords()}_`], '\n\n') : text);
}

/**
 * `pinned` says whether `node.pin` is in the watchlist (it sets the pin/unpin actions). No tooltip:
 * see treeTooltip.
 */
export function toTreeItem(node: TreeNode, pinned: boolean, now: number): vscode.TreeItem {
  const state = !hasChildren(node)
    ? vscode.TreeItemCollapsibleState.None
    : node.expanded ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed;
  const text = rowText(node, now);
  const item = treeItem(text.label, state, text.description);
  item.id = node.id;
  const stale = node.stale;
  if (node.icon) {
    item.iconPath = node.icon === 'error'
      ? new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground'))
      : new vscode.ThemeIcon(node.icon);
  }
  item.contextValue = node.pin ? `${node.pin.kind} ${pinned ? 'pinned' : 'pinnable'}` : node.contextValue;
  if (node.a11y) item.accessibilityInformation = { label: stale ? l10n.t('{0}. Stale data, from {1}', node.a11y, formatAge(stale.since, now)) : node.a11y };
  item.command = command(node);
  return item;
}

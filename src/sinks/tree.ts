// Tree rows show service text in their labels, descriptions and Markdown tooltips. A row is made
// only here, from LabelText and MarkdownText (see neutral.ts); the lint rules send every tree
// item and Markdown string of the extension through here.
import * as vscode from 'vscode';
import type { LabelText, MarkdownText } from './neutral';

export function treeItem(label: LabelText, state: vscode.TreeItemCollapsibleState, description?: LabelText): vscode.TreeItem {
  const item = new vscode.TreeItem(label, state);
  if (description !== undefined) item.description = description;
  return item;
}

/** Markdown VS Code renders untrusted and without HTML: no command links, no raw HTML. */
export function untrustedMarkdown(text: MarkdownText): vscode.MarkdownString {
  const md = new vscode.MarkdownString(text, false);
  md.isTrusted = false;
  md.supportHtml = false;
  return md;
}

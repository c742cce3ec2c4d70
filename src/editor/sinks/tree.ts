// Tree rows show service text in their labels, descriptions and Markdown tooltips. A row is made
// only here, from LabelText and MarkdownText (see neutral.ts); the lint rules send every tree
// item and Markdown string of the extension through here.
import * as vscode from 'vscode';
import { spokenRow } from '../../shared/format/spoken';
import type { LabelText, MarkdownText } from './neutral';

/**
 * A screen reader reads the row in words (▲3 as "up 3", · as a pause) unless the caller sets
 * `accessibilityInformation` to a fuller sentence.
 */
export function treeItem(label: LabelText, state: vscode.TreeItemCollapsibleState, description?: LabelText): vscode.TreeItem {
  const item = new vscode.TreeItem(label, state);
  if (description !== undefined) item.description = description;
  item.accessibilityInformation = { label: spokenRow(label, description) };
  return item;
}

/** Markdown VS Code renders untrusted and without HTML: no command links, no raw HTML. */
export function untrustedMarkdown(text: MarkdownText): vscode.MarkdownString {
  const md = new vscode.MarkdownString(text, false);
  md.isTrusted = false;
  md.supportHtml = false;
  return md;
}

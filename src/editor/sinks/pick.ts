// Quick picks render `$(name)` in their labels, descriptions and details as icons, and service
// text reaches them (lookups, saved searches, data changes). They take only PickText (see
// neutral.ts); the lint rules send every quick pick of the extension through here.
import * as vscode from 'vscode';
import type { PickText } from './neutral';

export interface PickItem extends vscode.QuickPickItem {
  label: PickText;
  description?: PickText;
  detail?: PickText;
}

export function showPick<T extends PickItem>(
  items: readonly T[] | Thenable<readonly T[]>,
  options: vscode.QuickPickOptions & { canPickMany?: false },
  token?: vscode.CancellationToken,
): Thenable<T | undefined> {
  return vscode.window.showQuickPick(items as T[] | Thenable<T[]>, options, token);
}

export function createPick<T extends PickItem>(): vscode.QuickPick<T> {
  return vscode.window.createQuickPick<T>();
}

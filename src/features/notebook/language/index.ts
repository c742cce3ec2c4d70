// The editor language of pulse cells: completions, hover and diagnostics, all in-process on the
// cell's text. Registered by the notebook feature when it starts (src/features/notebook/register.ts).
import * as vscode from 'vscode';
import type { ItemKind, ItemRef } from '../../../shared/items';
import { RecentLookups } from '../../../editor/pickers/recent';
import type { CompletionContext } from '../core/cells';
import { CELL_LANGUAGE } from '../serializer';
import { registerCellDiagnostics } from './diagnostics';
import { notebookSectors, notebookSubjects } from './notebookSubjects';
import { completionProvider, hoverProvider, TRIGGER_CHARACTERS } from './providers';

export interface CellLanguageDeps {
  /** The Watchlist's subjects now. */
  watchlist: () => readonly ItemRef[];
}

const NAMED_KINDS: readonly ItemKind[] = ['topic', 'category', 'coin', 'stock', 'nft', 'creator'];

export function registerCellLanguage(context: vscode.ExtensionContext, deps: CellLanguageDeps): vscode.Disposable {
  const recent = new RecentLookups(context.globalState);
  const completionContext = (doc: vscode.TextDocument): CompletionContext => ({
    watchlist: deps.watchlist(),
    recent: [...notebookSubjects(doc), ...NAMED_KINDS.flatMap((kind) => recent.list(kind))],
    sectors: notebookSectors(doc),
  });
  const selector: vscode.DocumentSelector = { language: CELL_LANGUAGE };
  return vscode.Disposable.from(
    vscode.languages.registerCompletionItemProvider(selector, completionProvider(completionContext), ...TRIGGER_CHARACTERS),
    vscode.languages.registerHoverProvider(selector, hoverProvider),
    registerCellDiagnostics(),
  );
}

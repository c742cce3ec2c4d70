// Completions and hover on a pulse cell, in-process on its text (src/features/notebook/core/cells). Subject names
// come from the Watchlist, recent lookups and the notebook itself: titles are service text, so they reach the
// completion list only through the quick-pick neutraliser.
import * as vscode from 'vscode';
import * as l10n from '../../../shared/format/l10n';
import { visibleText } from '../../../shared/format/markdown';
import { completeCell, hoverCell, type CompletionContext, type CompletionKind } from '../core/cells';
import { ownMarkdown, pickText } from '../../../editor/sinks/neutral';
import { untrustedMarkdown } from '../../../editor/sinks/tree';

const ITEM_KINDS: Readonly<Record<CompletionKind, vscode.CompletionItemKind>> = {
  command: vscode.CompletionItemKind.Keyword,
  keyword: vscode.CompletionItemKind.Keyword,
  subject: vscode.CompletionItemKind.Value,
  metric: vscode.CompletionItemKind.Field,
  sort: vscode.CompletionItemKind.Field,
  sector: vscode.CompletionItemKind.EnumMember,
  variable: vscode.CompletionItemKind.Variable,
  interval: vscode.CompletionItemKind.Unit,
  bucket: vscode.CompletionItemKind.Unit,
  network: vscode.CompletionItemKind.Module,
};

/** Typing these may start a new word worth completing. */
export const TRIGGER_CHARACTERS = [' ', ',', '.', '$', '/'];

export function completionProvider(context: (doc: vscode.TextDocument) => CompletionContext): vscode.CompletionItemProvider {
  return {
    provideCompletionItems(doc, position) {
      const text = doc.getText();
      return completeCell(text, doc.offsetAt(position), context(doc)).map((c, i) => {
        const item = new vscode.CompletionItem(pickText(c.label), ITEM_KINDS[c.kind]);
        if (c.detail) item.detail = pickText(c.detail);
        // a subject named in a saved answer is anyone's text: what goes into the query is one line, visible
        item.insertText = visibleText(c.insertText ?? c.label).replace(/[\r\n\u2028\u2029]+/g, ' ');
        item.range = new vscode.Range(doc.positionAt(c.start), doc.positionAt(c.end));
        // the language's order (commands first, metrics as the kind lists them), not the alphabet
        item.sortText = String(i).padStart(4, '0');
        if (c.insertText === undefined && c.label.endsWith('/')) item.command = { title: l10n.t('Suggest'), command: 'editor.action.triggerSuggest' };
        return item;
      });
    },
  };
}

export const hoverProvider: vscode.HoverProvider = {
  provideHover(doc, position) {
    const text = hoverCell(doc.getText(), doc.offsetAt(position));
    // the language's own words only (hoverCell echoes no word it does not know)
    return text === undefined ? undefined : new vscode.Hover(untrustedMarkdown(ownMarkdown(text)));
  },
};

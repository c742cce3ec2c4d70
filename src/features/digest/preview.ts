// Preview Digest's text as a read-only virtual document (`social-pulse-digest:`), which the
// markdown preview renders: nothing to save, so no unsaved "Untitled" tab is left when it closes.
// Each preview is a new address, so a preview still open keeps the text it was made with.
import * as vscode from 'vscode';

export const PREVIEW_SCHEME = 'social-pulse-digest';
/** Previews kept readable at once: the oldest text is dropped past this. */
const KEPT = 5;

export class PreviewDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private count = 0;

  /** The address of a new preview of `markdown`, named `name` (its tab's title). */
  show(name: string, markdown: string): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${name.replace(/[/\\]/g, '-')}.md`, query: String(++this.count) });
    this.texts.set(uri.toString(), markdown);
    for (const key of [...this.texts.keys()].slice(0, -KEPT)) this.texts.delete(key);
    return uri;
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  dispose(): void {
    this.texts.clear();
  }
}

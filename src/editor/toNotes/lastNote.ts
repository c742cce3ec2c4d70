// The note edited last, followed from activation on: a report panel opened over it takes the
// focus, and its "Insert into Note" still means that note (src/editor/toNotes/insert.ts).
import * as vscode from 'vscode';

/** Notes are markdown or plain text; code files never get a report pasted into them. */
const NOTE_LANGUAGES: readonly string[] = ['markdown', 'plaintext'];

export interface NoteRef {
  uri: string;
  column?: vscode.ViewColumn;
}

export function isNoteDocument(document: vscode.TextDocument): boolean {
  // a notebook's markdown cell is part of the notebook, not a note
  return NOTE_LANGUAGES.includes(document.languageId) && document.uri.scheme !== 'output' && document.uri.scheme !== 'vscode-notebook-cell';
}

export function isNote(editor: vscode.TextEditor | undefined): editor is vscode.TextEditor {
  return !!editor && isNoteDocument(editor.document);
}

export class LastNote implements vscode.Disposable {
  private note: NoteRef | undefined;
  private readonly subscription: vscode.Disposable;

  constructor() {
    const seen = (editor: vscode.TextEditor | undefined): void => {
      if (isNote(editor)) this.note = { uri: editor.document.uri.toString(), column: editor.viewColumn };
    };
    seen(vscode.window.activeTextEditor);
    // a closed note is forgotten: an untitled one's name goes to the next new document (a JSON file, say)
    const closed = (document: vscode.TextDocument): void => {
      if (this.note?.uri === document.uri.toString()) this.note = undefined;
    };
    this.subscription = vscode.Disposable.from(vscode.window.onDidChangeActiveTextEditor(seen), vscode.workspace.onDidCloseTextDocument(closed));
  }

  get(): NoteRef | undefined {
    return this.note;
  }

  dispose(): void {
    this.subscription.dispose();
  }
}

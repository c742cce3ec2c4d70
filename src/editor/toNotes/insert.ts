// Puts a report block into a note: at the cursor of the note being edited (one edit, so one undo
// removes it), else into a new untitled markdown document. The note edited last counts too:
// a report panel opened over it takes the focus, and its "Insert into Note" still means that note.
// A note VS Code's settings make read-only takes nothing (the editor's own edit would go through),
// said in the digest's words.
import * as vscode from 'vscode';
import { isNote, isNoteDocument, type NoteRef } from './lastNote';
import { insertionOffset, placeBlock } from './core/placement';
import { readonlyRefusal } from './readonlySettings';
import * as l10n from '../../shared/format/l10n';
import { tNotice } from '../sinks/neutral';
import { showWarning } from '../sinks/notify';

/** The text beside the cursor that decides the blank lines around the block. */
const CONTEXT_CHARS = 4;

export interface Inserted {
  document: vscode.TextDocument;
  /** Whether a new untitled document was made for it. */
  created: boolean;
}

let lastNote: () => NoteRef | undefined = () => undefined;

/** Where the note edited last is known (src/editor/toNotes/lastNote.ts, followed from activation on). */
export function useLastNote(source: () => NoteRef | undefined): void {
  lastNote = source;
}

function hasTab(uri: string): boolean {
  return vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === uri));
}

type Target = { editor: vscode.TextEditor } | { document: vscode.TextDocument; column: vscode.ViewColumn | undefined };

/**
 * The note to insert into: the active editor; when a webview (a report panel) or a notebook has
 * the focus, the note edited last if its tab is still open (the panel may cover it, while another
 * markdown file shows in another group), else a note visible beside it.
 */
function findTarget(): Target | undefined {
  // a notebook cell being edited is the notebook having the focus, as a panel would
  const active = vscode.window.activeTextEditor;
  const editing = active?.document.uri.scheme === 'vscode-notebook-cell' ? undefined : active;
  if (editing) return isNote(editing) ? { editor: editing } : undefined;
  const last = lastNote();
  if (last && hasTab(last.uri)) {
    const shown = vscode.window.visibleTextEditors.find((e) => isNote(e) && e.document.uri.toString() === last.uri);
    if (shown) return { editor: shown };
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === last.uri && isNoteDocument(d));
    if (document) return { document, column: last.column };
  }
  const beside = vscode.window.visibleTextEditors.find(isNote);
  return beside && { editor: beside };
}

/** The note a block inserted now would go into, if any (else it goes into a new document). */
export function insertTarget(): vscode.TextDocument | undefined {
  return documentOf(findTarget());
}

function documentOf(target: Target | undefined): vscode.TextDocument | undefined {
  return target && ('editor' in target ? target.editor.document : target.document);
}

/**
 * Says why `note` takes nothing when VS Code's settings make it read-only (readonlyRefusal, the
 * digest's words), and answers whether so: asked before a request is spent on what goes into it.
 */
export function refuseReadonlyNote(note: vscode.TextDocument | undefined): boolean {
  const refused = note && readonlyRefusal(note.uri, vscode.workspace.asRelativePath(note.uri, false));
  if (refused) void showWarning(tNotice(l10n.t('Social Pulse: {0}'), refused));
  return refused !== undefined;
}

async function insertAtCursor(editor: vscode.TextEditor, block: string): Promise<boolean> {
  const doc = editor.document;
  const offset = insertionOffset(doc.getText(), doc.offsetAt(editor.selection.active), block);
  const at = doc.positionAt(offset);
  const before = doc.getText(new vscode.Range(doc.positionAt(Math.max(0, offset - CONTEXT_CHARS)), at));
  const after = doc.getText(new vscode.Range(at, doc.positionAt(offset + CONTEXT_CHARS)));
  const text = placeBlock(before, after, block);
  // an editor closed meanwhile refuses the edit: the report then goes into a new document
  const ok = await editor.edit((edit) => edit.insert(at, text), { undoStopBefore: true, undoStopAfter: true }).then((done) => done, () => false);
  if (!ok) return false;
  // the editor writes line breaks in the document's own style: count lines, not characters
  const lines = text.split('\n');
  const last = lines[lines.length - 1]!;
  const end = lines.length === 1 ? at.translate(0, last.length) : new vscode.Position(at.line + lines.length - 1, last.length);
  editor.selection = new vscode.Selection(end, end);
  editor.revealRange(new vscode.Range(at, end), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  return true;
}

/** Inserts `text`: undefined when the note it would go into is refused (refuseReadonlyNote said why). */
export async function insertBlock(text: string): Promise<Inserted | undefined> {
  // a lone carriage return is a line break to the editor: make every break one \n
  const block = text.replace(/\r\n?/g, '\n');
  const target = findTarget();
  if (refuseReadonlyNote(documentOf(target))) return undefined;
  const editor = target && ('editor' in target ? target.editor : await vscode.window.showTextDocument(target.document, { viewColumn: target.column, preview: false }));
  if (editor && await insertAtCursor(editor, block)) {
    if (vscode.window.activeTextEditor !== editor) {
      await vscode.window.showTextDocument(editor.document, { viewColumn: editor.viewColumn, preserveFocus: false });
    }
    return { document: editor.document, created: false };
  }
  const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: block });
  await vscode.window.showTextDocument(document, { preview: false });
  return { document, created: true };
}

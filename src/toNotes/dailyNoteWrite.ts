// Puts a dated section into today's note (the path checked by dailyNotePath.ts). A note open in
// the editor is edited there, as one WorkspaceEdit: one Undo removes the section, and unsaved
// changes are neither lost nor saved behind the person's back (a note that had none is saved).
// A note that is not open is read and written on disk; a missing one is created with the heading
// a daily note starts with.
import * as vscode from 'vscode';
import { applyNoteEdit, datedSectionEdit, newNoteText, type DatedSection, type SectionMode } from './dailyNote';

export interface Written {
  uri: vscode.Uri;
  /** A new note was made for it. */
  created: boolean;
  /** Edited in the open editor (undoable there) rather than on disk. */
  inEditor: boolean;
}

function openDocument(uri: vscode.Uri): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && d.uri.fsPath === uri.fsPath);
}

async function readText(uri: vscode.Uri): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch (e) {
    if (e instanceof vscode.FileSystemError && e.code === 'FileNotFound') return undefined;
    throw e;
  }
}

/** Writes `section` into the note at `uri` (a `file:` URI whose path was checked). */
export async function writeDatedSection(uri: vscode.Uri, section: DatedSection, mode: SectionMode): Promise<Written> {
  const document = openDocument(uri);
  if (document) {
    const wasDirty = document.isDirty;
    const text = document.getText();
    const edit = datedSectionEdit(text, section, mode);
    const change = new vscode.WorkspaceEdit();
    change.replace(document.uri, new vscode.Range(document.positionAt(edit.start), document.positionAt(edit.end)), edit.text);
    if (!(await vscode.workspace.applyEdit(change))) throw new Error(`the note ${uri.fsPath} could not be edited.`);
    if (!wasDirty) await document.save();
    return { uri: document.uri, created: false, inEditor: true };
  }
  const before = await readText(uri);
  if (before === undefined) {
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(newNoteText(section)));
    return { uri, created: true, inEditor: false };
  }
  const after = applyNoteEdit(before, datedSectionEdit(before, section, mode));
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(after));
  return { uri, created: false, inEditor: false };
}

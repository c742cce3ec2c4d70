// Puts a dated section into today's note (the path checked by dailyNotePath.ts). A note open in
// the editor is edited there, as one WorkspaceEdit: one Undo removes the section, and unsaved
// changes are neither lost nor saved behind the person's back (a note that had none is saved; if
// the file changed on disk meanwhile, the editor's own save says so and nothing is overwritten).
// A section left unsaved says why, for the message that tells where it went.
// A note that is not open is changed on disk whole (dailyNoteFile.ts).
import { promises as fs } from 'node:fs';
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { datedSectionEdit, type DatedSection, type SectionMode } from './dailyNote';
import { writeSectionToFile } from './dailyNoteFile';
import { isFileSystemError, isLastingWriteFailure, writeFailureText, writeRefusalCause } from '../fileWrite';
import { noteWriteProblem } from './dailyNotePath';
import { readonlyRefusal } from './readonlySettings';

export interface Written {
  uri: vscode.Uri;
  /** A new note was made for it. */
  created: boolean;
  /** Edited in the open editor (undoable there) rather than on disk. */
  inEditor: boolean;
  /** Why the section is only in the open editor, not on disk (the note had unsaved changes, or its save failed); undefined once saved. */
  unsaved: string | undefined;
}

/** Writing the note on disk failed; `lasting`: in a way a later try would meet again (isLastingWriteFailure). */
export class NoteNotWritten extends Error {
  override readonly name = 'NoteNotWritten';
  constructor(message: string, readonly lasting: boolean) {
    super(message);
  }
}

/** Whether `e` is a failure to write the note that a later try would meet again: the person's to fix, like a refused path. */
export function isLastingNoteFailure(e: unknown): e is NoteNotWritten {
  return e instanceof NoteNotWritten && e.lasting;
}

/**
 * Why the note at `uri` (resolved by resolveDailyNote) cannot take a section, or undefined; asked
 * before anything is composed for it. A note VS Code's settings make read-only is refused, open or
 * not (the editor would refuse the edit; on disk it would be changed behind the setting). A note
 * open in the editor is edited there (its save says why it failed).
 */
export async function noteWriteCheck(uri: vscode.Uri, relative: string): Promise<string | undefined> {
  const document = await openDocument(uri);
  const refused = readonlyRefusal(uri, relative) ?? (document && readonlyRefusal(document.uri, relative));
  if (refused) return refused;
  return document ? undefined : noteWriteProblem(uri.fsPath, relative);
}

/** Saves the open note: undefined once it is on disk, else why not in plain words. */
export async function saveOpenNote(document: vscode.TextDocument): Promise<string | undefined> {
  if (await document.save() && !document.isDirty) return undefined;
  return (await writeRefusalCause(document.uri.fsPath)) ?? l10n.t('the editor could not save it');
}

/**
 * The open document of the note at `uri` (its links resolved), also when the editor opened it
 * through a symbolic link (a workspace folder that is a link to a synced folder, say).
 */
async function openDocument(uri: vscode.Uri): Promise<vscode.TextDocument | undefined> {
  const files = vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'file');
  const same = files.find((d) => d.uri.fsPath === uri.fsPath);
  if (same) return same;
  const real = await Promise.all(files.map((d) => fs.realpath(d.uri.fsPath).catch(() => undefined)));
  return files.find((_d, i) => real[i] === uri.fsPath);
}

/** Writes `section` into the note at `uri` (a `file:` URI whose path was checked and its links resolved). */
export async function writeDatedSection(uri: vscode.Uri, section: DatedSection, mode: SectionMode): Promise<Written> {
  const document = await openDocument(uri);
  if (document) {
    const wasDirty = document.isDirty;
    const text = document.getText();
    const edit = datedSectionEdit(text, section, mode);
    const range = new vscode.Range(document.positionAt(edit.start), document.positionAt(edit.end));
    // in an editor showing it, the editor's own edit: one undo stop on each side, never a save
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === document);
    let ok: boolean;
    if (editor) {
      ok = await editor.edit((e) => e.replace(range, edit.text), { undoStopBefore: true, undoStopAfter: true });
    } else {
      const change = new vscode.WorkspaceEdit();
      change.replace(document.uri, range, edit.text);
      ok = await vscode.workspace.applyEdit(change);
    }
    // the editor refuses an edit of a note it holds read-only: a later try meets the same
    if (!ok) throw new NoteNotWritten(l10n.t('the note {0} could not be edited.', uri.fsPath), true);
    const failed = wasDirty ? undefined : await saveOpenNote(document);
    const unsaved = wasDirty
      ? l10n.t('it is in the editor, unsaved, with your unsaved changes: save the note to keep it')
      : failed && l10n.t('it is in the editor, but saving the note failed: {0}', failed);
    return { uri: document.uri, created: false, inEditor: true, unsaved };
  }
  const { created } = await writeSectionToFile(uri.fsPath, section, mode).catch((e: unknown) => {
    throw isFileSystemError(e) ? new NoteNotWritten(writeFailureText(e, uri.fsPath), isLastingWriteFailure(e)) : e;
  });
  return { uri, created, inEditor: false, unsaved: undefined };
}

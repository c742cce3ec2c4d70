// "Add to Today's Note" on a fired alert's notification: the alert's line appended to today's
// note, the note the daily digest writes into (`socialPulse.digest.target`, read as the digest
// reads it: from the person's user settings or the workspace folder's own settings, never from a
// .code-workspace file; Foam's `journal/${year}-${month}-${day}.md` when neither sets it). The
// path is checked on disk before anything is written (src/toNotes/dailyNotePath.ts).
import * as vscode from 'vscode';
import { FOAM_DAILY_PATTERN } from '../toNotes/dailyNote';
import { resolveDailyNote } from '../toNotes/dailyNotePath';
import { writeDatedSection } from '../toNotes/dailyNoteWrite';
import type { Fired } from './evaluate';
import { firedSection } from './noteLine';

function ownValue(folder: vscode.WorkspaceFolder): string | undefined {
  const i = vscode.workspace.getConfiguration('socialPulse.digest', folder.uri).inspect<string>('target');
  const own = i?.workspaceFolderValue ?? (vscode.workspace.workspaceFile ? undefined : i?.workspaceValue);
  return typeof own === 'string' && own.trim() ? own.trim() : undefined;
}

/** The folder and pattern of today's note, or why there is none. */
function target(): { folder: vscode.WorkspaceFolder; pattern: string } | string {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (!folders.length) return 'Open a folder first: the alert goes into today\'s note inside a workspace folder.';
  const set = folders.map((folder) => ({ folder, pattern: ownValue(folder) })).find((f) => f.pattern !== undefined);
  const folder = set?.folder ?? folders[0]!;
  if (folder.uri.scheme !== 'file') return `The folder ${folder.name} is not on this machine's disk: only local notes are written.`;
  const user = vscode.workspace.getConfiguration('socialPulse.digest', folder.uri).inspect<string>('target')?.globalValue;
  return { folder, pattern: set?.pattern ?? (typeof user === 'string' && user.trim() ? user.trim() : FOAM_DAILY_PATTERN) };
}

/** Appends the fired alert to today's note; the note's path relative to its folder, or why not. */
export async function addFiredToTodaysNote(fired: Fired): Promise<{ uri: vscode.Uri; relative: string } | { problem: string }> {
  const where = target();
  if (typeof where === 'string') return { problem: where };
  const section = firedSection(fired);
  const note = await resolveDailyNote(where.folder.uri.fsPath, where.pattern, section.day);
  if (!note.ok) return { problem: `Not written: ${note.reason}` };
  const written = await writeDatedSection(vscode.Uri.file(note.file), section, 'append');
  return { uri: written.uri, relative: note.relative };
}

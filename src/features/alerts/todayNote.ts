// "Add to Today's Note" on a fired alert's notification: the alert's line appended to today's
// note, the note the daily digest writes into (src/editor/toNotes/dailyNoteTarget.ts). The path is
// checked on disk before anything is written (src/editor/toNotes/dailyNotePath.ts).
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { resolveDailyNote } from '../../editor/toNotes/dailyNotePath';
import { dailyNoteTarget } from '../../editor/toNotes/dailyNoteTarget';
import { rememberedNotesFolder } from '../../editor/toNotes/notesFolder';
import type { Memento } from '../../editor/machineState';
import { noteWriteCheck, writeDatedSection } from '../../editor/toNotes/dailyNoteWrite';
import type { Fired } from './core/evaluate';
import { firedSection } from './noteLine';
import { currentNotesZone } from '../../shared/format/time';

/**
 * Appends the fired alert to today's note (in the notes folder when this window has it: `machine`
 * keeps which it is); the note's path relative to its folder (and why it is not saved, when so), or why not.
 */
export async function addFiredToTodaysNote(fired: Fired, machine: Memento): Promise<{ uri: vscode.Uri; relative: string; unsaved: string | undefined } | { problem: string }> {
  const where = dailyNoteTarget(rememberedNotesFolder(machine));
  if (typeof where === 'string') return { problem: l10n.t('Not written: {0}', where) };
  const section = firedSection(fired, currentNotesZone());
  const note = await resolveDailyNote(where.folder.uri.fsPath, where.pattern, section.day);
  if (!note.ok) return { problem: l10n.t('Not written: {0}', note.reason) };
  const uri = vscode.Uri.file(note.file);
  // the digest's check: a note VS Code's settings make read-only, open or not, takes nothing
  const unwritable = await noteWriteCheck(uri, note.relative);
  if (unwritable !== undefined) return { problem: unwritable };
  const written = await writeDatedSection(uri, section, 'append');
  return { uri: written.uri, relative: note.relative, unsaved: written.unsaved };
}

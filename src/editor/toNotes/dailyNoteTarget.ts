// Which folder and path pattern today's note is, from `socialPulse.digest.target` (the digest
// writes there; an alert can add its line to the same note). Read from the person's user settings
// only: a folder's own settings (a cloned repository's) could point it at a file the repository
// tracks, and the person's watchlist and alerts would land there (src/features/workspaceOverrides.ts says
// when a workspace tries). The folder is the notes folder when this window has it open (notesFolder.ts),
// else the first one; only a folder on this machine's disk (`file:`) is written to. The path is checked when resolved (dailyNotePath.ts).
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { userValue } from '../settings';
import { FOAM_DAILY_PATTERN } from './dailyNote';

export const TARGET_SETTING = 'socialPulse.digest.target' as const;

export interface DailyNoteTarget {
  folder: vscode.WorkspaceFolder;
  pattern: string;
  /** The person did not set it: Foam's default, which a Foam template may change. */
  isDefault: boolean;
}

/** Where today's note is, or why there is nowhere to write it; `notesFolder`: the notes folder's address, when known. */
export function dailyNoteTarget(notesFolder?: string): DailyNoteTarget | string {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const folder = folders.find((f) => f.uri.toString() === notesFolder) ?? folders[0];
  if (!folder) return l10n.t('open a folder first: the note is written inside a workspace folder.');
  const value = userValue(TARGET_SETTING);
  const pattern = typeof value === 'string' && value.trim() ? value.trim() : FOAM_DAILY_PATTERN;
  if (folder.uri.scheme !== 'file') return l10n.t('the folder {0} is not on this machine\'s disk: only local notes are written.', folder.name);
  // userValue falls back to the manifest's default (this very pattern): only a value the person set is theirs
  const set = vscode.workspace.getConfiguration('socialPulse.digest').inspect('target')?.globalValue;
  return { folder, pattern, isDefault: !(typeof set === 'string' && set.trim()) };
}

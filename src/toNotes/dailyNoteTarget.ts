// Which folder and path pattern today's note is, from `socialPulse.digest.target` (the digest
// writes there; an alert can add its line to the same note). Read from the person's user settings
// or the workspace folder's own settings only: a `.code-workspace` file may come from anywhere
// and names no folder of its own, so its value is not taken. The folder is the first one that
// sets the path, else the first folder; only a folder on this machine's disk (`file:`) is written
// to. The path is checked when resolved (dailyNotePath.ts).
import * as vscode from 'vscode';
import * as l10n from '../format/l10n';
import { FOAM_DAILY_PATTERN } from './dailyNote';

export const TARGET_SETTING = 'socialPulse.digest.target';

export interface DailyNoteTarget {
  folder: vscode.WorkspaceFolder;
  pattern: string;
  /** Neither the person nor the folder set it: Foam's default, which a Foam template may change. */
  isDefault: boolean;
}

const given = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function inspect(folder: vscode.WorkspaceFolder): ReturnType<vscode.WorkspaceConfiguration['inspect']> {
  return vscode.workspace.getConfiguration('socialPulse.digest', folder.uri).inspect<string>('target');
}

/** The folder's own value, or undefined. */
function folderValue(folder: vscode.WorkspaceFolder): string | undefined {
  const i = inspect(folder);
  // in a single-folder window the folder's .vscode/settings.json is the workspace's settings
  return given(i?.workspaceFolderValue) ?? (vscode.workspace.workspaceFile ? undefined : given(i?.workspaceValue));
}

/** Where today's note is, or why there is nowhere to write it. */
export function dailyNoteTarget(): DailyNoteTarget | string {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (!folders.length) return l10n.t('open a folder first: the note is written inside a workspace folder.');
  const set = folders.map((folder) => ({ folder, pattern: folderValue(folder) })).find((f) => f.pattern !== undefined);
  const folder = set?.folder ?? folders[0]!;
  const user = given(inspect(folder)?.globalValue);
  if (folder.uri.scheme !== 'file') return l10n.t('the folder {0} is not on this machine\'s disk: only local notes are written.', folder.name);
  return { folder, pattern: set?.pattern ?? user ?? FOAM_DAILY_PATTERN, isDefault: !set && !user };
}

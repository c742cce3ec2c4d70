// The digest's settings from VS Code. The note's path is read from the person's user settings or
// the workspace folder's own settings only: a `.code-workspace` file may come from anywhere and
// names no folder of its own, so its value is not taken. The folder is the first one that sets
// the path, else the first folder; only a folder on this machine's disk (`file:`) is written to.
import * as vscode from 'vscode';
import { checkDigestSettings, type DigestSettings } from './config';

export interface DigestTarget {
  folder: vscode.WorkspaceFolder;
  pattern: string;
  /** Neither the person nor the folder set it: Foam's daily note may be offered instead. */
  isDefault: boolean;
}

export function readDigestSettings(): DigestSettings {
  const c = vscode.workspace.getConfiguration('socialPulse.digest');
  return checkDigestSettings({ time: c.get('time'), days: c.get('days'), target: undefined, sections: c.get('sections'), maxRequests: c.get('maxRequests') });
}

/** The folder's own value of the path, or undefined. */
function folderValue(folder: vscode.WorkspaceFolder): string | undefined {
  const i = vscode.workspace.getConfiguration('socialPulse.digest', folder.uri).inspect<string>('target');
  // in a single-folder window the folder's .vscode/settings.json is the workspace's settings
  const own = i?.workspaceFolderValue ?? (vscode.workspace.workspaceFile ? undefined : i?.workspaceValue);
  return typeof own === 'string' && own.trim() ? own.trim() : undefined;
}

/** Where the digest goes, or why there is nowhere to write it. */
export function digestTarget(): DigestTarget | string {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (!folders.length) return 'open a folder first: the digest is written into a note inside a workspace folder.';
  const set = folders.map((folder) => ({ folder, pattern: folderValue(folder) })).find((f) => f.pattern !== undefined);
  const folder = set?.folder ?? folders[0]!;
  const i = vscode.workspace.getConfiguration('socialPulse.digest', folder.uri).inspect<string>('target');
  const user = typeof i?.globalValue === 'string' && i.globalValue.trim() ? i.globalValue.trim() : undefined;
  const pattern = set?.pattern ?? user ?? checkDigestSettings({ time: '', days: undefined, target: undefined, sections: undefined, maxRequests: undefined }).target;
  if (folder.uri.scheme !== 'file') return `the folder ${folder.name} is not on this machine's disk: the digest is written only to local notes.`;
  return { folder, pattern, isDefault: !set && !user };
}

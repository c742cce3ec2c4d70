// Where a note Social Pulse writes into lives: a new, untitled one, or a file on a file system VS
// Code can write: this machine's disk (a remote window's too: the extension runs on the remote
// machine, where its notes are files), a virtual workspace's (GitHub Repositories' vscode-vfs), any
// other writable one. A diff's side (git:, read-only), an output, a notebook's cell or another
// extension's view has no writable file system: a change there is refused, after the request it
// would have cost.
import type * as vscode from 'vscode';

/** Whether a document of `scheme` can take a WorkspaceEdit that VS Code can save, as `fs` (vscode.workspace.fs) knows its file system. */
export function isNoteScheme(scheme: string, fs: Pick<vscode.FileSystem, 'isWritableFileSystem'>): boolean {
  // untitled text has no file system until it is saved: the editor holds it
  return scheme === 'untitled' || fs.isWritableFileSystem(scheme) === true;
}

/**
 * The documents a lens that writes into notes is asked about: markdown on any scheme, as file
 * systems come with the extensions that provide them; the lens keeps to notes (isNoteScheme).
 */
export const MARKDOWN_DOCUMENTS: vscode.DocumentFilter = { language: 'markdown' };

// A file the person made read-only in VS Code's settings (files.readonlyInclude, less
// files.readonlyExclude): the editor refuses a change there, as it does on a read-only file
// system, and no API tells an extension so. The globs are matched as VS Code matches them, by its
// own engine (languages.match): relative to the workspace folder holding the file, or absolute. A
// file need not be open: a selector of a pattern alone is matched against the document's uri only,
// so a file not open (a note still to be made too) is matched as the document it would be.
import * as path from 'node:path';
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';

type ReadonlySetting = 'readonlyInclude' | 'readonlyExclude';

function matches(uri: vscode.Uri, setting: ReadonlySetting): boolean {
  const globs = vscode.workspace.getConfiguration('files', uri).get<Record<string, unknown>>(setting) ?? {};
  const folder = vscode.workspace.getWorkspaceFolder(uri);
  const document = { uri, languageId: 'markdown' } as vscode.TextDocument;
  return Object.entries(globs).some(([glob, on]) => on === true
    && vscode.languages.match({ pattern: folder && !path.isAbsolute(glob) ? new vscode.RelativePattern(folder, glob) : glob }, document) > 0);
}

/** Whether VS Code's settings make the file at `uri` read-only in the editor, open or not. */
export function isReadonlyBySettings(uri: vscode.Uri): boolean {
  return matches(uri, 'readonlyInclude') && !matches(uri, 'readonlyExclude');
}

/**
 * Why the note at `uri` (named `name` in the words) takes nothing, when VS Code's settings make it
 * read-only, else undefined: the one sentence every write into a note says, before a request is
 * spent on what it would write.
 */
export function readonlyRefusal(uri: vscode.Uri, name: string): string | undefined {
  return isReadonlyBySettings(uri) ? l10n.t('{0} cannot be written: {1}.', name, l10n.t('VS Code\'s settings make it read-only (files.readonlyInclude)')) : undefined;
}

/** Fires when the settings that make files read-only change: what is offered on a file is asked again. */
export function onDidChangeReadonlySettings(listener: () => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration('files.readonlyInclude') || e.affectsConfiguration('files.readonlyExclude')) listener();
  });
}

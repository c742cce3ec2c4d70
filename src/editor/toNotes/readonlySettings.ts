// A file the person made read-only in VS Code's settings (files.readonlyInclude, less
// files.readonlyExclude): the editor refuses a change there, as it does on a read-only file
// system, and no API tells an extension so. The globs are matched as VS Code matches them, by its
// own engine (languages.match): relative to the workspace folder holding the file, or absolute.
import * as path from 'node:path';
import * as vscode from 'vscode';

type ReadonlySetting = 'readonlyInclude' | 'readonlyExclude';

function matches(document: vscode.TextDocument, setting: ReadonlySetting): boolean {
  const globs = vscode.workspace.getConfiguration('files', document.uri).get<Record<string, unknown>>(setting) ?? {};
  const folder = vscode.workspace.getWorkspaceFolder(document.uri);
  return Object.entries(globs).some(([glob, on]) => on === true
    && vscode.languages.match({ pattern: folder && !path.isAbsolute(glob) ? new vscode.RelativePattern(folder, glob) : glob }, document) > 0);
}

/** Whether VS Code's settings make `document` read-only in the editor. */
export function isReadonlyBySettings(document: vscode.TextDocument): boolean {
  return matches(document, 'readonlyInclude') && !matches(document, 'readonlyExclude');
}

/** Fires when the settings that make files read-only change: what is offered on a file is asked again. */
export function onDidChangeReadonlySettings(listener: () => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration('files.readonlyInclude') || e.affectsConfiguration('files.readonlyExclude')) listener();
  });
}

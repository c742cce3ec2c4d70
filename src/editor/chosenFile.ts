// A file the person chose to write (a save dialog's answer): written whole through a temporary file
// beside it (fileWrite.ts) when it is on this machine's disk; elsewhere (a virtual file system) the
// file system's own write.
import * as vscode from 'vscode';
import { writeFileWhole } from './fileWrite';

export async function writeChosenFile(target: vscode.Uri, data: Uint8Array): Promise<void> {
  if (target.scheme === 'file') await writeFileWhole(target.fsPath, data);
  else await vscode.workspace.fs.writeFile(target, data);
}
